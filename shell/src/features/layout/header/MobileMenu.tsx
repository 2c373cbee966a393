import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon, useGetProductCategoriesQuery } from '@starfamily/shared';
import { ABOUT_SUBMENU, categoryLink, PAGES, type PageLink } from '../navigation';
import { QuoteBasketLink } from './QuoteBasketLink';

type Section = 'about' | 'products' | null;

/** The slide-in panel for small screens: one submenu open at a time; Projects is always listed here. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Section>(null);
  const { data: categories } = useGetProductCategoriesQuery();
  const id = useId();

  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Open, the panel is a modal dialog: focus moves in, Tab cycles through the panel and its close button only, the
  // page behind is inert, and Escape closes it with focus back on the toggle.
  useEffect(() => {
    if (!open || !root.current) return undefined;
    const container = root.current;
    const focusables = () =>
      [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((element) => !element.closest('[hidden]'));
    focusables()[1]?.focus();
    const restoreOutside = inertOutside(container);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables();
      const [first, last] = [list[0], list.at(-1)];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      restoreOutside();
    };
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
    <div className="sf-mobile-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="sf-icon-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
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
          <li>
            <QuoteBasketLink variant="menu" onClick={close} />
          </li>
        </ul>
      </nav>
    </div>
  );
}

/**
 * Makes everything on the page but `element` (and its ancestors) inert, so neither Tab nor a screen reader's reading
 * order reaches it; returns the undo.
 */
function inertOutside(element: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => made.forEach((sibling) => (sibling.inert = false));
}
