import { useField } from 'formik';

interface FormFieldProps {
  /** The field's name in the form's values (and in the shared schema), e.g. `full_name`. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
  required?: boolean;
  /** Keeps ids apart when two forms share a page: `contact-full_name`, `quote-full_name`. */
  idPrefix?: string;
}

/** A labelled input whose error shows under it once it has been touched, announced to screen readers. */
export function FormField({
  name,
  label,
  type = 'text',
  autoComplete,
  multiline = false,
  required = false,
  idPrefix = 'contact',
}: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `${idPrefix}-${name}`;
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
