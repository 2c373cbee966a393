import { pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

export const heroSlides = pgTable('hero_slides', {
  id: idColumn(),
  file: text('file').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
});
