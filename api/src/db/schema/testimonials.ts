import { pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, imageList } from './columns';

export const testimonials = pgTable('testimonials', {
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  role: text('role').notNull(),
  title: text('title').notNull(),
  banner: text('banner').notNull(),
  images: imageList(),
});
