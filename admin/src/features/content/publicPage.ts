// The site page that shows a record, for its preview: the one place that maps a content type to a page of the site
// (SITE_PATHS, shared/src/routing/sitePaths.ts). Types with a page per record open that page; the others open the
// page that lists them. A type missing here previews the home page.
import { categoryPath, sitePath } from '@starfamily/shared';
import type { ContentKey } from '@starfamily/shared/entities';

type Record_ = Record<string, unknown>;

const PAGE_OF: Partial<Record<ContentKey, (record: Record_) => string>> = {
  businessSetup: () => sitePath('about'),
  heroSlides: () => sitePath('home'),
  productCategories: (record) => categoryPath({ id: Number(record.id), name: String(record.name ?? '') }),
  products: (record) => sitePath('product', { id: Number(record.id) }),
  services: (record) => sitePath('service', { id: Number(record.id) }),
  projects: (record) => sitePath('project', { id: Number(record.id) }),
  events: (record) => sitePath('event', { id: Number(record.id) }),
  teamMembers: (record) => sitePath('teamMember', { id: Number(record.id) }),
  testimonials: () => sitePath('home'),
  partners: () => sitePath('home'),
  farms: () => sitePath('business'),
  warehouses: () => sitePath('business'),
  sisterCompanies: () => sitePath('business'),
};

/** `/product-single/3` for product 3. */
export const publicPageOf = (key: ContentKey, record: Record_) => (PAGE_OF[key] ?? (() => sitePath('home')))(record);

/** The preview of a site page: the rendering server's `/preview/<path>?token=` (docs/content-editing.md, "Preview"). */
export function previewUrl(path: string, token: string): string {
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.set('token', token);
  return `/preview${pathname === '/' ? '/' : pathname}?${params.toString()}`;
}
