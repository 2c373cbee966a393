import { pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { socialLinkColumns } from './socialLinks';

export const teamMembers = pgTable('team_members', {
  id: idColumn(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  full_name: text('full_name').notNull(),
  position: text('position').notNull(),
  email: text('email').notNull(),
  phone1: text('phone1').notNull(),
  phone2: text('phone2'),
  address: text('address'),
  ...socialLinkColumns(),
});
