import { pgTable, text } from 'drizzle-orm/pg-core';
import { siteColumns } from './sites';

export const farms = pgTable('farms', {
  ...siteColumns(),
  crops: text('crops').notNull(),
});
