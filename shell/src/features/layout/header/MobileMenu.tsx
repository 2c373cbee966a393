import { useEffect, useId, useRef, type SyntheticEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon, useDetailsOpen, useGetProductCategoriesQuery } from '@starfamily/shared';
import { ABOUT_SUBMENU, categoryLink, PAGES, type PageLink } from '../navigation';
import { QuoteBasketLink } from './QuoteBasketLink';
import { IconToggle } from './IconToggle';

const SECTION = 'sf-mobile-menu__section';

/**
 * The slide-in panel for small screens: one submenu open at a time; Projects is always listed here. The toggle and
 * the submenus are `<details>` disclosures, so they open as plain HTML, before hydration or with no script at all
 * (issue 31); once hydrated, the open panel is a modal dialog.
 */
export function MobileMenu() {
  const { ref: root, open, setOpen, onToggle } = useDetailsOpen();
  const { data: categories } = useGetProductCategoriesQuery();
  const sections = useId();
  const toggle = useRef<HTMLElement>(null);

  // Open, the panel is a modal dialog: focus moves in, Tab cycles through the panel and its close button only, the
  // page behind is inert, and Escape closes it with focus back on the toggle.
  useEffect(() => {
    if (!open || !root.current) return undefined;
    const container = root.current;
    const focusables = () =>
      [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), summary')].filter((element) =>
        isShown(element, container),
      );
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
  }, [open, root, setOpen]);

  const submenus = () => root.current?.querySelectorAll<HTMLDetailsElement>(`.${SECTION}`) ?? [];
  // Choosing a link closes the panel; the router's scroll restoration puts the new page at the top.
  const close = () => {
    setOpen(false);
    for (const section of submenus()) section.open = false;
  };
  // The shared `name` keeps one submenu open natively; this does the same where `name` on details is not supported.
  const onSectionToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const section of submenus()) if (section !== opened) section.open = false;
  };
  const link = (page: PageLink) => (
    <li key={page.to}>
      <NavLink to={page.to} end onClick={close}>
        {page.label}
      </NavLink>
    </li>
  );
  const submenu = (label: string, items: PageLink[] | null) => (
    <li key={label}>
      <details className={SECTION} name={sections} onToggle={onSectionToggle} suppressHydrationWarning>
        <summary className="sf-toggle">
          {label} <Icon name="chevronDown" size={14} />
        </summary>
        <ul>{items === null ? <li>Loading...</li> : items.map(link)}</ul>
      </details>
    </li>
  );

  return (
    <details className="sf-mobile-menu" ref={root} onToggle={onToggle} suppressHydrationWarning>
      <IconToggle ref={toggle} icon="menu" openLabel="Open menu" closeLabel="Close menu" />
      <nav aria-label="Mobile" className="sf-mobile-menu__panel">
        <ul>
          {link(PAGES.home)}
          {submenu(PAGES.about.label, ABOUT_SUBMENU)}
          {link(PAGES.services)}
          {submenu(PAGES.products.label, categories ? categories.map(categoryLink) : null)}
          {link(PAGES.projects)}
          {link(PAGES.events)}
          {link(PAGES.contact)}
          <li>
            <QuoteBasketLink variant="menu" onClick={close} />
          </li>
        </ul>
      </nav>
    </details>
  );
}

/** Whether `element` shows: no closed `<details>` between it and `container` hides it (its own summary shows). */
function isShown(element: HTMLElement, container: HTMLElement): boolean {
  for (let node = element.parentElement; node && node !== container.parentElement; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open && element.parentElement !== node) return false;
    if (node.hidden) return false;
  }
  return true;
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
