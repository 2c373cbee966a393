import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { inboxColumns, inboxConstraints } from './operators';

/** Quote enquiries from the quote basket (issue 21); like contact messages, not content. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: idColumn(),
    full_name: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    country: text('country').notNull().default(''),
    message: text('message').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...inboxColumns(),
  },
  // The duplicate check looks for the same sender's recent enquiries; the inbox lists newest first, maybe by status.
  (table) => [index('enquiries_email_idx').on(table.email, table.created_at), ...inboxConstraints('enquiries', table)],
);

/**
 * An enquiry's products in the basket's order. `product_id` is not a foreign key: a content import may replace the
 * catalogue, and the enquiry must keep what was asked for, by the name the product had when it was sent.
 */
export const enquiryLines = pgTable(
  'enquiry_lines',
  {
    id: idColumn(),
    enquiry_id: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    product_id: integer('product_id').notNull(),
    product_name: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [unique('enquiry_lines_enquiry_position').on(table.enquiry_id, table.position)],
);
