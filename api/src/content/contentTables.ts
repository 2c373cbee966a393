// Which table holds each bundle key; the list order is the insert order (referenced tables first).
import * as tables from '../db/schema';
import type { BundleListKey } from './bundle';

export const listTables = {
  heroSlides: tables.heroSlides,
  productCategories: tables.productCategories,
  products: tables.products,
  services: tables.services,
  projects: tables.projects,
  events: tables.events,
  teamMembers: tables.teamMembers,
  testimonials: tables.testimonials,
  partners: tables.partners,
  farms: tables.farms,
  warehouses: tables.warehouses,
  sisterCompanies: tables.sisterCompanies,
} as const satisfies Record<BundleListKey, unknown>;

/** Every table a bundle replaces, in insert order. */
export const contentTables = [tables.businessSetup, ...Object.values(listTables)];
