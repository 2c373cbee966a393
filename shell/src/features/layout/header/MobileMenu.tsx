import { useEffect, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon, useGetProductCategoriesQuery } from '@starfamily/shared';
import { ABOUT_SUBMENU, categoryLink, PAGES, type PageLink } from '../navigation';

type Section = 'about' | 'products' | null;

/** The slide-in panel for small screens: one submenu open at a time; Projects is always listed here. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Section>(null);
  const { data: categories } = useGetProductCategoriesQuery();
  const id = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Choosing a link closes the panel; the router's scroll restoration puts the new page at the top.
  const close = () => {
    setOpen(false);
    setExpanded(null);
  };
  const link = (page: PageLink) => (
    <li key={page.to}>
      <NavLink to={page.to} end onClick={close}>
        {page.label}
      </NavLink>
    </li>
  );
  const submenu = (section: Exclude<Section, null>, label: string, items: PageLink[] | null) => (
    <li key={section}>
      <button
        type="button"
        aria-expanded={expanded === section}
        aria-controls={`${id}-${section}`}
        onClick={() => setExpanded((current) => (current === section ? null : section))}
      >
        {label} <Icon name="chevronDown" size={14} />
      </button>
      <ul id={`${id}-${section}`} hidden={expanded !== section}>
        {items === null ? <li>Loading...</li> : items.map(link)}
      </ul>
    </li>
  );

  return (
    <div className="sf-mobile-menu">
      <button type="button" className="sf-icon-button" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((value) => !value)}>
        <Icon name={open ? 'close' : 'menu'} />
        <span className="sf-visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <nav id={`${id}-panel`} aria-label="Mobile" className={`sf-mobile-menu__panel${open ? ' is-open' : ''}`} hidden={!open}>
        <ul>
          {link(PAGES.home)}
          {submenu('about', PAGES.about.label, ABOUT_SUBMENU)}
          {link(PAGES.services)}
          {submenu('products', PAGES.products.label, categories ? categories.map(categoryLink) : null)}
          {link(PAGES.projects)}
          {link(PAGES.events)}
          {link(PAGES.contact)}
        </ul>
      </nav>
    </div>
  );
}
