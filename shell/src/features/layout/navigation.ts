import { categoryPath, sitePath } from '@starfamily/shared';

/** Every page a visitor can reach from the menus and the search box (spec §2). */
export const PAGES = {
  home: { to: sitePath('home'), label: 'Home' },
  about: { to: sitePath('about'), label: 'About Us' },
  team: { to: sitePath('team'), label: 'Team' },
  business: { to: sitePath('business'), label: 'Our Business' },
  services: { to: sitePath('services'), label: 'Services' },
  products: { to: sitePath('products'), label: 'Products' },
  projects: { to: sitePath('projects'), label: 'Projects' },
  events: { to: sitePath('events'), label: 'Events' },
  contact: { to: sitePath('contact'), label: 'Contact' },
} as const;

export type PageLink = { to: string; label: string };

/** The About Us submenu: About, Team, Our Business. */
export const ABOUT_SUBMENU: PageLink[] = [{ ...PAGES.about, label: 'About' }, PAGES.team, PAGES.business];

/** The search box's fixed list, in the spec's order. */
export const SEARCHABLE_PAGES: PageLink[] = [
  PAGES.home,
  PAGES.about,
  PAGES.services,
  PAGES.products,
  PAGES.projects,
  PAGES.events,
  PAGES.contact,
  PAGES.team,
  PAGES.business,
];

/**
 * The pages whose label holds the query, case-insensitively (spec: header search): the header's suggestions and the
 * results page at /search read this one match.
 */
export function matchPages(query: string): PageLink[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [] : SEARCHABLE_PAGES.filter((page) => page.label.toLowerCase().includes(needle));
}

export const FOOTER_QUICK_LINKS: PageLink[] = [
  PAGES.home,
  PAGES.about,
  PAGES.team,
  PAGES.services,
  PAGES.products,
  PAGES.projects,
  PAGES.events,
  { ...PAGES.contact, label: 'Contact Us' },
];

/** Products submenu entry for one category: sets category_id and category_name. */
export const categoryLink = (category: { id: number; name: string }): PageLink => ({
  to: categoryPath(category),
  label: category.name,
});
