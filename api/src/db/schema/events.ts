import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, imageList } from './columns';

export const events = pgTable(
  'events',
  {
    id: idColumn(),
    eventName: text('event_name').notNull(),
    description: text('description').notNull(),
    details: text('details').notNull(),
    banner: text('banner').notNull(),
    images: imageList(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // "Latest news" lists newest first.
  (table) => [index('events_created_at_idx').on(table.created_at)],
);
