// The contact form's rules (spec §5), shared by the browser form (Formik) and the API server.
// Imports nothing but yup: this file is bundled into browser code as well as the Node server.
import { object, string, type InferType } from 'yup';

export { formErrors, validateForm, type Validated } from './validateForm';

export const contactFieldNames = ['full_name', 'email', 'phone', 'message'] as const;
/**
 * A trap for form-filling robots: the form sends this field empty, hidden from people and screen readers; the API
 * answers a filled one as usual and stores nothing. A name robots like to fill.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';
export type ContactFieldName = (typeof contactFieldNames)[number];

// Any script's letters, so Amharic "አበበ ከበደ" and "Zoë" pass; combining marks (\p{M}) are allowed
// after a letter because many scripts (e.g. Devanagari vowel signs, decomposed accents) need them.
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} ]*$/u;
/** Spec §5: the phone is "optional, must be text", so any text is taken ("+251 11 667 2040 ext. 12", "ask for Abebe"). */
export const MAX_PHONE_LENGTH = 50;

/**
 * A trimmed string. yup would quietly turn a number into a string; "must be text" means we refuse anything
 * that did not arrive as text, so a non-string is handed on unchanged and fails the type check.
 * NUL characters are dropped: no keyboard types them and PostgreSQL text cannot store them.
 */
export const textField = () =>
  string().transform((value: unknown, original: unknown) => {
    if (typeof original === 'string') return original.replaceAll('\u0000', '').trim();
    return original == null ? value : original;
  });

export const contactSchema = object({
  full_name: textField()
    .typeError('Your name must be text.')
    .required('Please enter your full name.')
    .max(100, 'Your name must be at most 100 characters.')
    .matches(NAME_PATTERN, 'Your name may contain only letters and spaces.'),
  email: textField()
    .typeError('Your email address must be text.')
    .required('Please enter your email address.')
    .max(254, 'Your email address must be at most 254 characters.')
    .email('Please enter a valid email address.'),
  phone: textField()
    .typeError('Your phone number must be text.')
    // The phone is optional: a missing or null phone is stored as an empty string.
    .transform((value: string | null | undefined) => value ?? '')
    .max(MAX_PHONE_LENGTH, `Your phone number must be at most ${MAX_PHONE_LENGTH} characters.`)
    .default(''),
  message: textField()
    .typeError('Your message must be text.')
    .required('Please enter a message.')
    .max(5000, 'Your message must be at most 5000 characters.'),
});

export type ContactMessage = InferType<typeof contactSchema>;
