// The site's addresses (spec §2), declared once. They are a public contract (search engines, shared links, partners'
// widgets link into them), so every part of the product reads them from here: each remote's route table takes its
// pages' patterns from this map, and the shell's menus, cross-remote links, JSON-LD and widgets build their links with
// `sitePath`. The remote still owns everything else about its pages (component, data, head); see docs/decisions/0003-site-addresses-in-site-paths.md.
import { hrefOf } from './siteRoute';

export const SITE_PATHS = {
  home: '/',
  about: '/about',
  team: '/team',
  teamMember: '/team-single/:id',
  business: '/business',
  events: '/event',
  event: '/event-single/:id',
  products: '/product',
  product: '/product-single/:id',
  services: '/service',
  service: '/service-single/:id',
  projects: '/project-s2',
  project: '/project-single/:id',
  contact: '/contact',
  /** The quote basket (issue 21): browser-only, not indexed, not in the sitemap. `?add=<id>` adds a product. */
  quote: '/quote',
  /** The header search's results (`?q=`), for a search sent with no script (issue 31): not indexed, not in the sitemap. */
  search: '/search',
  /** Old addresses that redirect permanently. */
  oldShop: '/shop',
  oldProjects: '/project',
  /** The original site's relative contact link, followed from a page (`/about/contact`) or a detail page (`/team-single/1/contact`). */
  oldContact: '/:page/contact',
  oldContactOnDetail: '/:page/:id/contact',
} as const;

export type SitePage = keyof typeof SITE_PATHS;

/** A page's address, e.g. `sitePath('product', { id: 3 })` -> `/product-single/3`; `query` adds a search string. */
export function sitePath(page: SitePage, params: Record<string, string | number> = {}, query?: Record<string, string>): string {
  const path = hrefOf({ path: SITE_PATHS[page] }, params);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** The products page filtered to one category, as the spec's menu entries word it (category_id and category_name). */
export const categoryPath = (category: { id: number; name: string }) =>
  sitePath('products', {}, { category_id: String(category.id), category_name: category.name });
