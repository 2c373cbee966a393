import { pgTable, text } from 'drizzle-orm/pg-core';
import { siteColumns } from './sites';

export const sisterCompanies = pgTable('sister_companies', {
  ...siteColumns(),
  /** Null when the company has no separate logo: the site then shows `image`. */
  logo: text('logo'),
  website_url: text('website_url').notNull(),
});
