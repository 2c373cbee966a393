import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon, useGetProductCategoriesQuery, useGetProjectsQuery } from '@starfamily/shared';
import { ABOUT_SUBMENU, categoryLink, PAGES, type PageLink } from '../navigation';

/**
 * A menu entry whose submenu shows while it is hovered or holds focus. Escape hides it again (WCAG 1.4.13: content
 * shown on hover or focus can be dismissed without moving either) and puts focus back on the entry; it shows again
 * once the pointer and focus have left the entry and come back.
 */
function Submenu({ label, to, items }: { label: string; to: string; items: PageLink[] }) {
  const [dismissed, setDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const entry = useRef<HTMLAnchorElement>(null);
  // Shown by the pointer alone, focus is elsewhere: Escape reaches the document, not this entry.
  useEffect(() => {
    if (!hovered || items.length === 0) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hovered, items.length]);
  return (
    <li
      className={dismissed ? 'sf-menu__parent sf-menu__parent--dismissed' : 'sf-menu__parent'}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || dismissed || items.length === 0) return;
        setDismissed(true);
        entry.current?.focus();
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setDismissed(false);
      }}
    >
      <NavLink ref={entry} to={to} end>
        {label} <Icon name="chevronDown" size={14} />
      </NavLink>
      {items.length > 0 && (
        <ul className="sf-menu__submenu">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Main menu in the spec's order; Projects only once the project list is known to be non-empty. */
export function DesktopMenu() {
  const { data: categories = [] } = useGetProductCategoriesQuery();
  const { data: projects = [] } = useGetProjectsQuery();
  return (
    <nav aria-label="Main" className="sf-desktop-nav">
      <ul className="sf-menu">
        <li>
          <NavLink to={PAGES.home.to} end>
            {PAGES.home.label}
          </NavLink>
        </li>
        <Submenu label={PAGES.about.label} to={PAGES.about.to} items={ABOUT_SUBMENU} />
        <li>
          <NavLink to={PAGES.services.to}>{PAGES.services.label}</NavLink>
        </li>
        <Submenu label={PAGES.products.label} to={PAGES.products.to} items={categories.map(categoryLink)} />
        {projects.length > 0 && (
          <li>
            <NavLink to={PAGES.projects.to}>{PAGES.projects.label}</NavLink>
          </li>
        )}
        <li>
          <NavLink to={PAGES.events.to}>{PAGES.events.label}</NavLink>
        </li>
        <li>
          <NavLink to={PAGES.contact.to}>{PAGES.contact.label}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
