import { NavLink } from 'react-router-dom';
import { Icon, useGetProductCategoriesQuery, useGetProjectsQuery } from '@starfamily/shared';
import { ABOUT_SUBMENU, categoryLink, PAGES, type PageLink } from '../navigation';

function Submenu({ label, to, items }: { label: string; to: string; items: PageLink[] }) {
  return (
    <li className="sf-menu__parent">
      <NavLink to={to} end>
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
