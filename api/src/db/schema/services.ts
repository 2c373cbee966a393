import { pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, imageList } from './columns';

export const services = pgTable('services', {
  id: idColumn(),
  serviceName: text('service_name').notNull(),
  description: text('description').notNull(),
  details: text('details').notNull(),
  banner: text('banner').notNull(),
  images: imageList(),
  icon: text('icon').notNull(),
});
