import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { inboxColumns, inboxConstraints } from './operators';

/** Enquiries sent from the contact form; not content, so never part of a content bundle. The inbox tracks their status. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    full_name: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...inboxColumns(),
  },
  (table) => inboxConstraints('contact_messages', table),
);
