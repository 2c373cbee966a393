import { pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

export const partners = pgTable('partners', {
  id: idColumn(),
  name: text('name').notNull(),
  banner: text('banner').notNull(),
});
