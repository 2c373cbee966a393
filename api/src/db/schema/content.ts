// The content tables, each from its entity's declaration (@starfamily/shared/entities).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import * as entities from '@starfamily/shared/entities';
import { columnsOf } from './columns';

/** The company's single settings record; also the source of GET /api/contact-info. */
export const businessSetup = pgTable('business_setup', columnsOf(entities.businessSetup));
export const heroSlides = pgTable('hero_slides', columnsOf(entities.heroSlide));
export const productCategories = pgTable('product_categories', columnsOf(entities.productCategory, { name: (name: string) => text(name).notNull().unique() }));
export const products = pgTable(
  'products',
  columnsOf(entities.product, {
    // Deleting a category leaves its products uncategorised rather than deleting them.
    category_id: (name: string) => integer(name).references(() => productCategories.id, { onDelete: 'set null' }),
  }),
  (table) => [index('products_category_id_idx').on(table.category_id)],
);
export const services = pgTable('services', columnsOf(entities.service));
export const projects = pgTable('projects', columnsOf(entities.project));
// "Latest news" lists newest first.
export const events = pgTable('events', columnsOf(entities.event), (table) => [index('events_created_at_idx').on(table.created_at)]);
export const teamMembers = pgTable('team_members', columnsOf(entities.teamMember));
export const testimonials = pgTable('testimonials', columnsOf(entities.testimonial));
export const partners = pgTable('partners', columnsOf(entities.partner));
export const farms = pgTable('farms', columnsOf(entities.farm));
export const warehouses = pgTable('warehouses', columnsOf(entities.warehouse));
export const sisterCompanies = pgTable('sister_companies', columnsOf(entities.sisterCompany));
