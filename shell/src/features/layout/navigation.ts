/** Every page a visitor can reach from the menus and the search box (spec §2). */
export const PAGES = {
  home: { to: '/', label: 'Home' },
  about: { to: '/about', label: 'About Us' },
  team: { to: '/team', label: 'Team' },
  business: { to: '/business', label: 'Our Business' },
  services: { to: '/service', label: 'Services' },
  products: { to: '/product', label: 'Products' },
  projects: { to: '/project-s2', label: 'Projects' },
  events: { to: '/event', label: 'Events' },
  contact: { to: '/contact', label: 'Contact' },
} as const;

export type PageLink = { to: string; label: string };

/** The About Us submenu: About, Team, Our Business. */
export const ABOUT_SUBMENU: PageLink[] = [{ to: '/about', label: 'About' }, PAGES.team, PAGES.business];

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

export const FOOTER_QUICK_LINKS: PageLink[] = [
  PAGES.home,
  PAGES.about,
  PAGES.team,
  PAGES.services,
  PAGES.products,
  PAGES.projects,
  PAGES.events,
  { to: '/contact', label: 'Contact Us' },
];

/** Products submenu entry for one category: sets category_id and category_name. */
export const categoryLink = (category: { id: number; name: string }): PageLink => ({
  to: `/product?${new URLSearchParams({ category_id: String(category.id), category_name: category.name })}`,
  label: category.name,
});
