import { useField } from 'formik';
import type { ContactFieldName } from '@starfamily/shared/contact-schema';

interface FormFieldProps {
  name: ContactFieldName;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
  required?: boolean;
}

/** A labelled input whose error shows under it once it has been touched, announced to screen readers. */
export function FormField({ name, label, type = 'text', autoComplete, multiline = false, required = false }: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `contact-${name}`;
  const showError = Boolean(meta.touched && meta.error);
  const common = {
    ...field,
    id,
    autoComplete,
    'aria-invalid': showError,
    'aria-required': required,
    'aria-describedby': showError ? `${id}-error` : undefined,
  };
  return (
    <div className="sf-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} />}
      {showError && (
        <p id={`${id}-error`} className="sf-field__error">
          {meta.error}
        </p>
      )}
    </div>
  );
}
