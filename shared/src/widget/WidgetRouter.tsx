import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  createPath,
  Route,
  Router,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigate,
  type Navigator,
  type To,
} from 'react-router-dom';
import { HeadingOptionsContext, type HeadingOptions } from '../components/Heading';

export interface WidgetRoute {
  /** A path of the main site, e.g. `/product-single/:id`: the widget shows that page itself. */
  path: string;
  element: ReactNode;
}

interface WidgetRouterProps {
  /** The first view, e.g. `/product?category_id=2`. */
  initialEntry: string;
  routes: WidgetRoute[];
  /** The main site's origin; links point there, so "open in new tab" lands on the canonical page. */
  siteUrl: string | undefined;
  /** The custom element: brought into view when the visitor moves to another view inside it. */
  host: HTMLElement;
  /** Show the "View on the StarFamily website" link under every view. */
  siteLink: boolean;
  /** From `heading-level` and `banner`. */
  headingOptions: HeadingOptions;
}

const siteHref = (siteUrl: string | undefined, to: To) => `${siteUrl ?? ''}${typeof to === 'string' ? to : createPath(to)}`;

/** A page this widget does not show (say /contact from a detail page): offered on the main site instead. */
function LeaveWidget({ siteUrl }: { siteUrl: string | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="sf-widget__leave">
      <p>This page is on the StarFamily website.</p>
      {siteUrl && (
        <a className="sf-button" href={siteHref(siteUrl, location)} target="_blank" rel="noopener">
          Open it on our website
        </a>
      )}
      <button type="button" className="sf-button" onClick={() => navigate(-1)}>
        Back
      </button>
    </div>
  );
}

/**
 * `banner="none"` leaves out the first view's title (the partner's own heading names it); a view the visitor opens
 * inside the element (a product, an event) still needs its title, shown plain.
 */
function ViewHeadings({ options, firstPath, children }: { options: HeadingOptions; firstPath: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const banner = options.banner === 'none' && pathname !== firstPath ? 'plain' : options.banner;
  const value = useMemo(() => ({ offset: options.offset, banner }), [options.offset, banner]);
  return <HeadingOptionsContext.Provider value={value}>{children}</HeadingOptionsContext.Provider>;
}

function SiteLink({ siteUrl }: { siteUrl: string }) {
  const location = useLocation();
  return (
    <p className="sf-widget__footer">
      <a href={siteHref(siteUrl, location)} target="_blank" rel="noopener">
        View on the StarFamily website
      </a>
    </p>
  );
}

/**
 * The widget's own history, in memory: the partner's URL never changes. Clicks move inside the widget, while every
 * link's href is the canonical page on the main site (a memory router would otherwise print partner-relative paths).
 */
export function WidgetRouter({ initialEntry, routes, siteUrl, host, siteLink, headingOptions }: WidgetRouterProps) {
  const [history] = useState(() => createMemoryHistory({ initialEntries: [initialEntry], v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const navigator = useMemo<Navigator>(
    () =>
      Object.create(history, {
        createHref: { value: (to: To) => siteHref(siteUrl, to) },
        // The router checks that a navigation stays on the origin createURL names: the site's, like the hrefs.
        createURL: { value: (to: To) => new URL(siteHref(siteUrl, to), window.location.href) },
      }) as Navigator,
    [history, siteUrl],
  );
  useLayoutEffect(() => history.listen(({ action, location }) => setState({ action, location })), [history]);
  useEffect(() => {
    // Like a page change on the site: the new view starts at its top, not wherever the old one was scrolled to.
    if (state.location.key !== 'default' && host.getBoundingClientRect().top < 0) host.scrollIntoView({ block: 'start' });
  }, [state.location.key, host]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      <ViewHeadings options={headingOptions} firstPath={new URL(initialEntry, 'http://widget.invalid').pathname}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<LeaveWidget siteUrl={siteUrl} />} />
        </Routes>
      </ViewHeadings>
      {siteLink && siteUrl && <SiteLink siteUrl={siteUrl} />}
    </Router>
  );
}
