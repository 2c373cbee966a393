import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/** A mail as rendered when its message was stored (api/src/mail/render.ts); the recipient is decided when sending. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
}

/**
 * Mails to sales, written in the same transaction as the message they tell about and sent by the outbox worker
 * (api/src/mail/outboxWorker.ts): `sent_at` set once SMTP accepted, otherwise retried from `next_attempt_at`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    /** What `ref_id` names: 'contact' (contact_messages) or 'enquiry' (enquiries). */
    kind: text('kind').$type<'contact' | 'enquiry'>().notNull(),
    ref_id: integer('ref_id').notNull(),
    mail: jsonb('mail').$type<RenderedMail>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // The worker's question, "what is due?", reads only unsent rows.
    index('outbox_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.sent_at} is null`),
    // The inbox's question, "how is this message's mail doing?", for each item on a page.
    index('outbox_message_idx').on(table.kind, table.ref_id, table.id.desc()),
  ],
);
