// Schema pieces the admin routes share: their error answers, and the operator as the API shows it.
import { OPERATOR_ROLES } from '../db/schema';
import { errorSchema, record } from '../routes/common';

export { errorSchema, record };

/** The refusals every admin route can give (guard.ts, plugins/errors.ts), added to each route's own answers. */
export function adminAnswers<A extends Record<number, unknown>>(answers: A) {
  return { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 500: errorSchema, ...answers };
}

/** A 204 answer: no body. */
export const noContent = { type: 'null', description: 'No content' } as const;

export const roleSchema = { type: 'string', enum: [...OPERATOR_ROLES] } as const;

/** No control characters (PostgreSQL text cannot hold NUL, and none belongs in a name or an address). */
export const PRINTABLE = '^[^\\u0000-\\u001f\\u007f]*$';

/** Short printable text: filters, names. */
export const printable = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: PRINTABLE }) as const;

/** Emails as typed: bounded and printable, no further rule here (accounts.ts says what an address is). */
export const emailSchema = { type: 'string', minLength: 3, maxLength: 254, pattern: PRINTABLE } as const;

export const signedInOperatorSchema = record({ id: { type: 'integer' }, email: { type: 'string' }, role: roleSchema });

export const operatorSummarySchema = record({
  id: { type: 'integer' },
  email: { type: 'string' },
  role: roleSchema,
  disabled: { type: 'boolean' },
  hasPassword: { type: 'boolean' },
  passkeys: { type: 'integer' },
  createdAt: { type: 'string', format: 'date-time' },
  lastSignInAt: { type: ['string', 'null'], format: 'date-time' },
});

/** What signing in (and GET /session) answers. */
export const sessionSchema = record({
  operator: signedInOperatorSchema,
  csrfToken: { type: 'string' },
  expiresAt: { type: 'string', format: 'date-time' },
});

/** A JSON object body with exactly these properties (the listed ones required). */
export const bodyOf = (properties: Record<string, unknown>, required: string[]) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

/** A refused save or publish: the message, and a message per field (`errors`) or the content's own problems (`problems`). */
export const invalidSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    problems: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** A list's page in the query (`page` from 1, `perPage` 1–100, 25 by default), as the admin's data provider sends it. */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  perPage: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
} as const;

/** A page of a list as the admin's lists read it: `{ items, total, page, perPage }`. */
export const pageSchemaOf = (item: unknown) =>
  record({ items: { type: 'array', items: item }, total: { type: 'integer' }, page: { type: 'integer' }, perPage: { type: 'integer' } });
