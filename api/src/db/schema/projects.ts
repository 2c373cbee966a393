import { date, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, imageList } from './columns';

/** Facts after `images` are optional: the project page lists only those that exist. */
export const projects = pgTable('projects', {
  id: idColumn(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  details: text('details'),
  notes: text('notes'),
  banner: text('banner').notNull(),
  images: imageList(),
  client_name: text('client_name'),
  project_manager: text('project_manager'),
  location: text('location'),
  status: text('status'),
  start_date: date('start_date', { mode: 'string' }),
  end_date: date('end_date', { mode: 'string' }),
  /** US dollars; the page prefixes "$". */
  budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }),
});
