// A record an operator saves, checked with the bundle's own per-record rules (the same rules and messages as an
// import), timestamps written as an export writes them, rich text sanitised; refused as 400 with a message per field.
import { ValidationError } from 'yup';
import { contentType, describeFields, type ContentKey } from '@starfamily/shared/entities';
import { recordSchemaOf } from '../../content/bundleSchema';
import type { ContentRecord } from '../../content/drafts';
import { sanitizeRecord } from '../../content/richText';
import { HttpError } from '../../routes/common';

/** The answer's keys that are not fields: a save may send back what it read. */
const READ_ONLY_KEYS = ['_revision', '_draft'];

function refused(key: ContentKey, errors: Record<string, string>, general: string[] = []): HttpError {
  const labels = new Map(describeFields(key).map((field) => [field.name, field.label]));
  const said = [...general, ...Object.entries(errors).map(([field, message]) => `${labels.get(field) ?? field} ${message}`)];
  return new HttpError(400, `The ${contentType(key).one.toLowerCase()} was not saved: ${said.join('; ')}.`, { errors });
}

/**
 * The record to store from a request body: `id` is the record's id (a save), or undefined for a new record, whose id
 * the server gives.
 */
export async function recordInput(key: ContentKey, body: Record<string, unknown>, id: number | undefined): Promise<ContentRecord> {
  const input = Object.fromEntries(Object.entries(body).filter(([name]) => !READ_ONLY_KEYS.includes(name)));
  if (id === undefined && 'id' in input) throw refused(key, { id: 'is given by the server: leave it out' });
  if (id !== undefined && 'id' in input && input.id !== id) throw refused(key, { id: `must be ${id}, the id in the address` });
  const schema = recordSchemaOf(key);
  const record = id === undefined ? input : { ...input, id };
  try {
    await (id === undefined ? schema.omit(['id']) : schema).validate(record, { abortEarly: false, strict: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    const general: string[] = [];
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path?.split(/[.[]/, 1)[0];
      if (!field) general.push(`the record ${issue.message}`);
      else errors[field] ??= issue.path === field ? issue.message : `${issue.path!.slice(field.length)} ${issue.message}`.trim();
    }
    throw refused(key, errors, general);
  }
  const { entity } = contentType(key);
  for (const [field, kind] of Object.entries(entity.fields)) {
    if (kind === 'timestamp' && typeof record[field] === 'string') record[field] = new Date(record[field]).toISOString();
  }
  return sanitizeRecord(key, record);
}
