// The content tables, each named and made from its content type in the registry (@starfamily/shared/entities); only
// the database's own constraints (a foreign key, a unique name, an index) are added here. Every registry key has its
// table exported under the same name (checked in api/src/content/contentTables.ts); drizzle-kit reads these exports.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { contentTypes as types } from '@starfamily/shared/entities';
import { columnsOf } from './columns';

/** The company's single settings record; also the source of GET /api/contact-info. */
export const businessSetup = pgTable(types.businessSetup.table, columnsOf(types.businessSetup.entity));
export const heroSlides = pgTable(types.heroSlides.table, columnsOf(types.heroSlides.entity));
export const productCategories = pgTable(
  types.productCategories.table,
  columnsOf(types.productCategories.entity, { name: (name: string) => text(name).notNull().unique() }),
);
export const products = pgTable(
  types.products.table,
  columnsOf(types.products.entity, {
    // Deleting a category leaves its products uncategorised rather than deleting them.
    category_id: (name: string) => integer(name).references(() => productCategories.id, { onDelete: 'set null' }),
  }),
  (table) => [index('products_category_id_idx').on(table.category_id)],
);
export const services = pgTable(types.services.table, columnsOf(types.services.entity));
export const projects = pgTable(types.projects.table, columnsOf(types.projects.entity));
// "Latest news" lists newest first.
export const events = pgTable(types.events.table, columnsOf(types.events.entity), (table) => [
  index('events_created_at_idx').on(table.created_at),
]);
export const teamMembers = pgTable(types.teamMembers.table, columnsOf(types.teamMembers.entity));
export const testimonials = pgTable(types.testimonials.table, columnsOf(types.testimonials.entity));
export const partners = pgTable(types.partners.table, columnsOf(types.partners.entity));
export const farms = pgTable(types.farms.table, columnsOf(types.farms.entity));
export const warehouses = pgTable(types.warehouses.table, columnsOf(types.warehouses.entity));
export const sisterCompanies = pgTable(types.sisterCompanies.table, columnsOf(types.sisterCompanies.entity));
