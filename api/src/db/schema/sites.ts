import { text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/** Fields shared by farms, warehouses and sister companies (the "Our Business" cards). */
export const siteColumns = () => ({
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  location: text('location').notNull(),
  address: text('address').notNull(),
  size: text('size').notNull(),
  map_url: text('map_url').notNull(),
});
