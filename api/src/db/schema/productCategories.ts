import { pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

export const productCategories = pgTable('product_categories', {
  id: idColumn(),
  name: text('name').notNull().unique(),
});
