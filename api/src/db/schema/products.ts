import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, imageList } from './columns';
import { productCategories } from './productCategories';

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    details: text('details').notNull(),
    banner: text('banner').notNull(),
    images: imageList(),
    // Deleting a category leaves its products uncategorised rather than deleting them.
    category_id: integer('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
  },
  (table) => [index('products_category_id_idx').on(table.category_id)],
);
