// A form's fields checked against its shared rules (contactSchema, enquirySchema) the way the API answers them and
// their tests read them: every problem at once, the first per field. Imports nothing but yup (browser and server).
import { ValidationError, type Schema } from 'yup';

export type Validated<T> = { value: T; errors?: undefined } | { value?: undefined; errors: Record<string, string> };

/** Every problem at once, the first per field, keyed by yup's path ("email", "lines[1].quantity"); unknown fields dropped. */
export async function validateForm<T>(schema: Schema<T>, fields: unknown): Promise<Validated<T>> {
  try {
    return { value: await schema.validate(fields, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) errors[issue.path ?? 'body'] ??= issue.message;
    return { errors };
  }
}

/** A form's problems, field -> first message ({} when it passes): what the rules' tests compare. */
export const formErrors = async (schema: Schema<unknown>, fields: unknown) => (await validateForm(schema, fields)).errors ?? {};
