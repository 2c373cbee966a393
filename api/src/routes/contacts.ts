// POST /api/contacts: the contact form. Validated with the same yup schema the browser form uses, and
// stored before success is answered, so a visitor never sees "sent" for a message we do not have.
import type { FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { CONTACT_HONEYPOT_FIELD, contactFieldNames, contactSchema, type ContactMessage } from '@starfamily/shared/contact-schema';
import { DEFAULT_CONTACT_RATE_LIMIT, type RateLimit } from '../config';
import { errorSchema, HttpError, integer, record, text } from './common';

/** 16 KiB: a 5,000-character message in any script fits comfortably; anything bigger is not a form post. */
export const CONTACT_BODY_LIMIT = 16 * 1024;

// Fields are described, not typed: yup checks them so the messages match the form's own.
const contactBodySchema = {
  type: 'object',
  properties: { full_name: {}, email: {}, phone: {}, message: {}, [CONTACT_HONEYPOT_FIELD]: {} },
} as const;

const validationFailedSchema = record({
  error: text,
  message: text,
  errors: { type: 'object', additionalProperties: text, description: 'field -> first problem' },
});

type Validated = { message: ContactMessage; errors?: undefined } | { message?: undefined; errors: Record<string, string> };

/**
 * Only the form's own fields, each as sent when it is text or a plain value, `false` when it is an object or a list:
 * yup refuses whatever is not text with the form's own message, and never reads into what a client nested there (an
 * object with its own `toString` or `then` used to crash the validator). Other keys are dropped unread.
 */
function formFields(body: unknown): Record<string, unknown> {
  const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(
    contactFieldNames.map((name) => {
      const value = Object.hasOwn(source, name) ? source[name] : undefined;
      return [name, typeof value === 'object' && value !== null ? false : value];
    }),
  );
}

/**
 * The form's hidden trap field (CONTACT_HONEYPOT_FIELD): people never see or hear it, form-filling robots fill it.
 * A filled trap gets the normal answer, so the robot learns nothing, and nothing is stored.
 */
const caughtInTrap = (body: unknown) => {
  const value = typeof body === 'object' && body !== null && Object.hasOwn(body, CONTACT_HONEYPOT_FIELD) ? (body as Record<string, unknown>)[CONTACT_HONEYPOT_FIELD] : undefined;
  return value !== undefined && value !== null && value !== '';
};

async function validate(body: unknown): Promise<Validated> {
  try {
    return { message: await contactSchema.validate(formFields(body), { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path ?? 'body';
      errors[field] ??= issue.message;
    }
    return { errors };
  }
}

/** Plausible ids for trapped posts (the next after the newest stored, as a real answer would give). */
const trapIds = {
  last: 0,
  next() {
    this.last = Math.max(this.last + 1, Math.floor(Date.now() / 1000) % 1_000_000);
    return this.last;
  },
};

/** One word for a wait: "3 minutes", "40 seconds". */
const inWords = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
};

export default async function contactRoutes(app: FastifyInstance, options: { contactRateLimit?: RateLimit }) {
  const limit = options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT;
  // Form posts and other non-JSON bodies are a client mistake (400), like malformed JSON.
  app.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(400, 'Send the message as JSON (Content-Type: application/json).')));

  app.post(
    '/contacts',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: {
        // Per client IP; a 429 says when to try again (Retry-After, and in words).
        rateLimit: {
          max: limit.max,
          timeWindow: limit.windowMs,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            error: 'Too Many Requests',
            message: `Too many messages from your address. Please try again in ${inWords(context.ttl)}.`,
          }),
        },
      },
      schema: {
        body: contactBodySchema,
        response: {
          201: record({ message: text, id: integer }),
          400: errorSchema,
          413: errorSchema,
          429: errorSchema,
          422: validationFailedSchema,
          500: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await validate(request.body);
      if (result.errors) return reply.code(422).send({ error: 'Unprocessable Entity', message: 'Validation failed', errors: result.errors });
      if (caughtInTrap(request.body)) {
        request.log.info('contact post with the trap field filled: answered, not stored');
        return reply.code(201).send({ message: 'Message received', id: trapIds.next() });
      }
      const stored = await app.repositories.contactMessages.create(result.message);
      return reply.code(201).send({ message: 'Message received', id: stored.id });
    },
  );
}
