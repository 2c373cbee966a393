// What every form post from the site shares (POST /api/contacts, POST /api/enquiries): reading only the form's own
// fields, the robot trap, validation with the shared yup schema into `errors` (field -> first problem), the per-address
// rate limit with its 429 in words, and the answer schemas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTACT_HONEYPOT_FIELD } from '@starfamily/shared/contact-schema';

export { validateForm, type Validated } from '@starfamily/shared/contact-schema';
import type { RateLimit } from '../config';
import { errorSchema, HttpError, integer, record, text } from './common';

const validationFailedSchema = record({
  error: text,
  message: text,
  errors: { type: 'object', additionalProperties: text, description: 'field -> first problem' },
});

/** A form post's answers: 201 with the stored id, and the errors a client can cause. */
export const formAnswers = {
  201: record({ message: text, id: integer }),
  400: errorSchema,
  413: errorSchema,
  429: errorSchema,
  422: validationFailedSchema,
  500: errorSchema,
} as const;

/** The body's JSON schema: an object whose fields yup checks, so the messages match the form's own. */
export const formBodySchema = (names: readonly string[]) =>
  ({ type: 'object', properties: Object.fromEntries([...names, CONTACT_HONEYPOT_FIELD].map((name) => [name, {}])) }) as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Only the form's own fields, each as sent when it is text or a plain value, `false` when it is an object or a list:
 * yup refuses whatever is not text with the form's own message, and never reads into what a client nested there (an
 * object with its own `toString` or `then` used to crash the validator). Other keys are dropped unread.
 */
export function formFields(body: unknown, names: readonly string[]): Record<string, unknown> {
  const source = isPlainObject(body) ? body : {};
  return Object.fromEntries(
    names.map((name) => {
      const value = Object.hasOwn(source, name) ? source[name] : undefined;
      return [name, typeof value === 'object' && value !== null ? false : value];
    }),
  );
}

/**
 * A list of records within a form (an enquiry's lines): each item's own fields as formFields reads them, an item that
 * is not an object as `false`. At most `max + 1` items are read: one more than allowed is enough to be refused.
 */
export function formList(body: unknown, name: string, itemNames: readonly string[], max: number): unknown {
  const value = isPlainObject(body) && Object.hasOwn(body, name) ? body[name] : undefined;
  if (!Array.isArray(value)) return typeof value === 'object' && value !== null ? false : value;
  return value.slice(0, max + 1).map((item) => (isPlainObject(item) ? formFields(item, itemNames) : false));
}

/**
 * The form's hidden trap field (CONTACT_HONEYPOT_FIELD): people never see or hear it, form-filling robots fill it.
 * A filled trap gets the normal answer, so the robot learns nothing, and nothing is stored.
 */
export const caughtInTrap = (body: unknown) => {
  const value = isPlainObject(body) && Object.hasOwn(body, CONTACT_HONEYPOT_FIELD) ? body[CONTACT_HONEYPOT_FIELD] : undefined;
  return value !== undefined && value !== null && value !== '';
};

/** The 422 answer: every field's first problem. */
export const refusal = (errors: Record<string, string>) => ({ error: 'Unprocessable Entity', message: 'Validation failed', errors });

/** Plausible ids for trapped posts (the next after the newest stored, as a real answer would give). */
export const trapIds = {
  last: 0,
  next() {
    this.last = Math.max(this.last + 1, Math.floor(Date.now() / 1000) % 1_000_000);
    return this.last;
  },
};

/** One word for a wait: "3 minutes", "40 seconds". */
export const inWords = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
};

/** Per client IP and route; a 429 says when to try again (Retry-After, and in words). */
export const formRateLimit = (limit: RateLimit) => ({
  rateLimit: {
    max: limit.max,
    timeWindow: limit.windowMs,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many messages from your address. Please try again in ${inWords(context.ttl)}.`,
    }),
  },
});

/** Form posts and other non-JSON bodies are a client mistake (400), like malformed JSON. Once per route plugin. */
export const acceptOnlyJson = (app: FastifyInstance) =>
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new HttpError(400, 'Send the message as JSON (Content-Type: application/json).')),
  );
