// The password rules a person can check before sending (the API checks them again, and the common-password list).
import * as yup from 'yup';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters. A few unrelated words make a good one.`;

export const passwordSchema = yup.object({
  password: yup
    .string()
    .required('Choose a password.')
    .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`),
  confirmation: yup
    .string()
    .required('Type the password again.')
    .oneOf([yup.ref('password')], 'The two passwords are not the same.'),
});
