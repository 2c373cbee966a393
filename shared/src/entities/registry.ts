// The content registry: every content type the site shows, once. The API's tables, repositories, read routes and
// bundle (import, export, validation, seed) and the admin's screens are derived from this list; the fields themselves
// are declared in ./content.ts. Adding a content type is one entry here (see the README, "Add a content type").
// The public pages never import this module (it would ship every declaration to visitors); the API and admin do.
import * as entities from './content';
import type { Entity, Fields } from './fields';

/** The API's public read routes of a content type answered by the generic content routes (api/src/routes/contentRoutes.ts). */
export interface PublicReadRoutes<F extends Fields> {
  /** e.g. "/service": a plain JSON array. */
  listUrl: string;
  /** e.g. "/service/:id": one plain object; absent for types the site only lists. */
  detailUrl?: string;
  /**
   * Picture lists as a JSON-encoded string ("[\"events/a.svg\"]"), as the original backend sent them; the site's
   * clients decode both forms.
   */
  encodedPictures?: boolean;
  /** The list's fields when it is leaner than the detail's, in the declaration's order. */
  listFields?: readonly (keyof F & string)[];
}

export interface ContentType<F extends Fields = Fields> {
  entity: Entity<F>;
  /** What an operator calls one record ("Product"): the admin's titles and the API's 404 messages ("Product 3 not found"). */
  one: string;
  /** What an operator calls the list ("Products"). */
  many: string;
  /** The database table (snake_case). */
  table: string;
  /** One record, not a list (the business setup): no list screen, never created or deleted. */
  single?: true;
  /** The order the site lists records in: by id, or newest first by `created_at` ("Latest news"). */
  order: 'id' | 'newest';
  /** Operators set the order the site shows the records in (`PUT /api/admin/content/<path>/order`, docs/content-editing.md). */
  ordered?: true;
  /** Fields stored as HTML, edited as rich text and sanitised on save (the pages render them through SafeHtml). */
  richText: readonly (keyof F & string)[];
  /**
   * Reference fields and the key of the type whose id they hold (a bundle refuses an id that type lacks); a key
   * earlier in the registry, so its records are inserted first (checked by api/src/content/registry.test.ts).
   */
  references?: Partial<Record<keyof F & string, string>>;
  /** Fields no two records may share (the table has the same unique constraint). */
  unique?: readonly (keyof F & string)[];
  /** A field's label in the admin where the one derived from its name reads badly (see ./editing.ts). */
  fieldLabels?: Partial<Record<keyof F & string, string>>;
  /**
   * The generic public read routes; absent where a route file of its own answers (products and categories:
   * api/src/routes/products.ts; the business setup: api/src/routes/businessSetup.ts).
   */
  publicRoutes?: PublicReadRoutes<F>;
}

// `table` stays a literal type, as Drizzle's table types carry their names; `single` too, so ListKey can tell.
const type = <F extends Fields, const Table extends string, const Single extends true | undefined = undefined>(
  declaration: ContentType<F> & { table: Table; single?: Single },
) => declaration as ContentType<F> & { table: Table } & (Single extends true ? { single: true } : { single?: never });

/**
 * Every content type, keyed by its name in a content bundle, in insert order (categories before the products that
 * use them). A key is also the name of its Drizzle table's export (api/src/db/schema/content.ts) and its repository.
 */
export const contentTypes = {
  businessSetup: type({
    entity: entities.businessSetup,
    one: 'Business settings',
    many: 'Business settings',
    table: 'business_setup',
    single: true,
    order: 'id',
    richText: ['mission', 'motto', 'coreValue', 'vision', 'who_we_are'],
  }),
  heroSlides: type({
    entity: entities.heroSlide,
    one: 'Hero slide',
    many: 'Hero slides',
    table: 'hero_slides',
    order: 'id',
    ordered: true,
    richText: ['description'],
    fieldLabels: { file: 'Picture' },
    publicRoutes: { listUrl: '/hero_list' },
  }),
  productCategories: type({
    entity: entities.productCategory,
    one: 'Product category',
    many: 'Product categories',
    table: 'product_categories',
    order: 'id',
    richText: [],
    unique: ['name'],
  }),
  products: type({
    entity: entities.product,
    one: 'Product',
    many: 'Products',
    table: 'products',
    order: 'id',
    richText: ['description', 'details'],
    references: { category_id: 'productCategories' },
    fieldLabels: { title: 'Name', category_id: 'Category' },
  }),
  services: type({
    entity: entities.service,
    one: 'Service',
    many: 'Services',
    table: 'services',
    order: 'id',
    richText: ['description', 'details'],
    publicRoutes: { listUrl: '/service', detailUrl: '/service/:id', encodedPictures: true },
  }),
  projects: type({
    entity: entities.project,
    one: 'Project',
    many: 'Projects',
    table: 'projects',
    order: 'id',
    richText: ['description', 'details', 'notes'],
    fieldLabels: { budget: 'Budget (US dollars)' },
    // Also the site's "projects check".
    publicRoutes: { listUrl: '/projects-list', detailUrl: '/projects-list/:id', encodedPictures: true },
  }),
  events: type({
    entity: entities.event,
    one: 'Event',
    many: 'Events',
    table: 'events',
    order: 'newest',
    richText: ['description', 'details'],
    // The date the site shows and sorts "Latest news" by.
    fieldLabels: { created_at: 'Date' },
    publicRoutes: { listUrl: '/event_list', detailUrl: '/event_list/:id', encodedPictures: true },
  }),
  teamMembers: type({
    entity: entities.teamMember,
    one: 'Team member',
    many: 'Team members',
    table: 'team_members',
    order: 'id',
    richText: [],
    // Spec §3: the list has id, image, title, full_name; a member's page has the contact details and links too.
    publicRoutes: { listUrl: '/teams-list', detailUrl: '/teams-list/:id', listFields: ['id', 'image', 'title', 'full_name'] },
  }),
  testimonials: type({
    entity: entities.testimonial,
    one: 'Testimonial',
    many: 'Testimonials',
    table: 'testimonials',
    order: 'id',
    richText: ['description'],
    publicRoutes: { listUrl: '/testimonial-list', encodedPictures: true },
  }),
  partners: type({
    entity: entities.partner,
    one: 'Partner',
    many: 'Partners',
    table: 'partners',
    order: 'id',
    richText: [],
    publicRoutes: { listUrl: '/partners-list' },
  }),
  // The "Our Business" sliders (the cards show the description's text without its markup).
  farms: type({
    entity: entities.farm,
    one: 'Farm',
    many: 'Farms',
    table: 'farms',
    order: 'id',
    richText: ['description'],
    publicRoutes: { listUrl: '/farms-list' },
  }),
  warehouses: type({
    entity: entities.warehouse,
    one: 'Warehouse',
    many: 'Warehouses',
    table: 'warehouses',
    order: 'id',
    richText: ['description'],
    publicRoutes: { listUrl: '/warehouses-list' },
  }),
  sisterCompanies: type({
    entity: entities.sisterCompany,
    one: 'Sister company',
    many: 'Sister companies',
    table: 'sister_companies',
    order: 'id',
    richText: ['description'],
    publicRoutes: { listUrl: '/sister-companies-list' },
  }),
} as const;

export type ContentTypes = typeof contentTypes;
export type ContentKey = keyof ContentTypes;
/** The content types that are lists (all but the single business setup). */
export type ListKey = { [K in ContentKey]: ContentTypes[K] extends { single: true } ? never : K }[ContentKey];

/** Every content type's key, in insert order. */
export const contentKeys = Object.keys(contentTypes) as ContentKey[];

/** The list types' keys, in insert order. */
export const listKeys = contentKeys.filter((key) => !('single' in contentTypes[key])) as ListKey[];

/** A content type as code that walks every type sees it (field names widened to strings). */
export const contentType = (key: ContentKey) => contentTypes[key] as unknown as ContentType;

/** "heroSlides" -> "hero-slides": a type's path in the admin API (/api/admin/content/hero-slides) and the admin app. */
export const contentPath = (key: ContentKey) => key.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
