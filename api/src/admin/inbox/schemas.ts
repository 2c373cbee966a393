// The inbox's wire shapes (docs/admin.md "Inbox item"), as JSON schemas: Fastify validates and serializes with them and
// /api/admin/openapi.json publishes them. The TypeScript side is InboxItem and InboxPage in inboxRepository.ts.
import { INBOX_STATUSES } from '../../db/schema';
import { idString, listOf, record } from '../../routes/common';
import { INBOX_KINDS } from './inboxQuery';

export const MAX_NOTE_LENGTH = 5000;
export const MAX_PER_PAGE = 100;

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const moment = { type: 'string', format: 'date-time' } as const;
const optionalMoment = { type: ['string', 'null'], format: 'date-time' } as const;

export const kindSchema = {
  type: 'string',
  enum: [...INBOX_KINDS],
  description: '`contact` (contact form) or `enquiry` (quote basket)',
} as const;
export const statusSchema = { type: 'string', enum: [...INBOX_STATUSES] } as const;

export const itemParamsSchema = record({ kind: kindSchema, id: idString });

const lineSchema = record({
  productId: integer,
  productName: { ...text, description: 'The product’s name when the enquiry was sent' },
  quantity: integer,
  note: text,
});

const deliverySchema = record({
  state: {
    type: 'string',
    enum: ['waiting', 'sent', 'failing'],
    description: 'The mail to sales: queued, accepted by the SMTP server, or failed and retrying',
  },
  attempts: integer,
  lastError: { type: ['string', 'null'] },
  sentAt: optionalMoment,
});

export const itemSchema = record({
  kind: kindSchema,
  id: integer,
  receivedAt: moment,
  fullName: text,
  email: text,
  phone: text,
  company: text,
  country: text,
  message: text,
  lines: { ...listOf(lineSchema), description: 'An enquiry’s products in the basket’s order; empty for a contact message' },
  status: statusSchema,
  note: { ...text, description: 'The operators’ internal note' },
  changedBy: { ...record({ id: integer, email: text }), type: ['object', 'null'], description: 'Who last changed the status or note' },
  changedAt: optionalMoment,
  delivery: deliverySchema,
});

export const listQuerySchema = {
  type: 'object',
  properties: {
    q: {
      type: 'string',
      maxLength: 200,
      description: 'Words that must each appear in the name, email, company, country, message or a product’s name (any case)',
    },
    kind: kindSchema,
    status: statusSchema,
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    perPage: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: 25 },
  },
} as const;

export const pageSchema = record({
  items: listOf(itemSchema),
  total: { ...integer, description: 'How many messages the filter finds in all' },
  page: integer,
  perPage: integer,
  latestAt: {
    ...optionalMoment,
    description: 'When the newest message of the whole inbox arrived (whatever the filter): polled, it tells that something new came',
  },
});

export const changeBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  // No NUL (PostgreSQL text cannot hold it) and no lone surrogate (not UTF-8; jsonb refuses it): Ajv matches with /u.
  properties: { status: statusSchema, note: { type: 'string', maxLength: MAX_NOTE_LENGTH, pattern: '^[^\\u0000\\ud800-\\udfff]*$' } },
} as const;

export const csvQuerySchema = {
  type: 'object',
  properties: {
    since: {
      type: 'string',
      maxLength: 40,
      description: 'Only messages received from then on: a day (2026-11-01, UTC) or a moment with its zone (2026-11-01T09:30:00Z)',
    },
  },
} as const;

export const csvAnswer = {
  description: 'The CSV of `npm run messages -- export`, as a download',
  content: { 'text/csv': { schema: { type: 'string' } } },
} as const;
