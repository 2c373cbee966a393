// An MUI text field bound to a Formik field: its label, its error under it (described-by), shown once touched.
import { useField } from 'formik';
import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'name' | 'error' | 'helperText' | 'value' | 'onChange' | 'onBlur'> & { name: string; hint?: string };

export function FormikTextField({ name, hint, ...props }: Props) {
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  return <TextField {...props} {...field} id={`field-${name}`} fullWidth error={showError} helperText={showError ? meta.error : hint} />;
}
