// The content bundle: every content table in one JSON object, as `npm run content -- export` writes it.
// Contact messages are visitor data, not content, and never travel in a bundle.
import type * as tables from '../db/schema';

export const BUNDLE_VERSION = 1;

type Row<Table extends { $inferSelect: unknown }> = Table['$inferSelect'];

/** Events keep their timestamp as an ISO 8601 string in JSON. */
export type EventRecord = Omit<Row<typeof tables.events>, 'created_at'> & { created_at: string };

export interface ContentBundle {
  version: typeof BUNDLE_VERSION;
  businessSetup: Row<typeof tables.businessSetup>;
  heroSlides: Row<typeof tables.heroSlides>[];
  productCategories: Row<typeof tables.productCategories>[];
  products: Row<typeof tables.products>[];
  services: Row<typeof tables.services>[];
  projects: Row<typeof tables.projects>[];
  events: EventRecord[];
  teamMembers: Row<typeof tables.teamMembers>[];
  testimonials: Row<typeof tables.testimonials>[];
  partners: Row<typeof tables.partners>[];
  farms: Row<typeof tables.farms>[];
  warehouses: Row<typeof tables.warehouses>[];
  sisterCompanies: Row<typeof tables.sisterCompanies>[];
}

/** The list keys of a bundle, in the order they are inserted (categories before the products that use them). */
export const bundleListKeys = [
  'heroSlides',
  'productCategories',
  'products',
  'services',
  'projects',
  'events',
  'teamMembers',
  'testimonials',
  'partners',
  'farms',
  'warehouses',
  'sisterCompanies',
] as const satisfies readonly (keyof ContentBundle)[];

export type BundleListKey = (typeof bundleListKeys)[number];
