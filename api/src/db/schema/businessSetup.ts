import { pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, imageList } from './columns';
import { socialLinkColumns } from './socialLinks';

/** The company's single settings record; also the source of GET /api/contact-info. */
export const businessSetup = pgTable('business_setup', {
  id: idColumn(),
  images: imageList(),
  mission: text('mission').notNull(),
  motto: text('motto').notNull(),
  coreValue: text('core_value').notNull(),
  vision: text('vision').notNull(),
  who_we_are: text('who_we_are').notNull(),
  logo: text('logo').notNull(),
  address: text('address').notNull(),
  phone1: text('phone1').notNull(),
  phone2: text('phone2').notNull(),
  email: text('email').notNull(),
  email1: text('email1').notNull(),
  email2: text('email2').notNull(),
  /** Google Maps embed URL shown on the contact page; only a string, never fetched. */
  gmapUrl: text('gmap_url').notNull(),
  ...socialLinkColumns(),
});
