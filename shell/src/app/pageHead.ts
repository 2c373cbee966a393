// The head of whatever page a location shows, from the matched route's declaration and the data in the store: the
// rendering server writes it into the first HTML, the browser follows it on navigation.
import type { RouteMatch } from 'react-router-dom';
import { breadcrumbJsonLd, sitePreview, SITE_PATHS, type PageHead, type RootState } from '@starfamily/shared';
import { homeHead, notFoundHead, SEARCH_ROUTE_ID, searchHead, unavailableHead } from './shellPages';
import { someTableMissing, type RouteTables } from './routeTables';
import type { ShellRouteHandle } from './routes';

interface HeadInput {
  matches: readonly Pick<RouteMatch, 'params' | 'route'>[] | null;
  /** Path and query, e.g. `/product?category_id=2`. */
  location: string;
  state: RootState;
  tables: RouteTables;
  siteUrl: string;
  apiBaseUrl: string;
}

/** Every page has a link preview (its own picture's where its head names one, else the site's) and a breadcrumb. */
export function pageHeadFor(input: HeadInput): PageHead {
  const head = routeHead(input);
  // Browser builds' JSON-LD builders answer null (shared/src/seo/structuredData.browser.ts): none is kept.
  return { ...head, image: head.image ?? sitePreview(input), jsonLd: withBreadcrumb(head, input.siteUrl).filter(Boolean) };
}

/** A page whose head gives no trail of its own (all but the detail pages) is one step from Home; home is Home alone. */
function withBreadcrumb(head: PageHead, siteUrl: string): object[] {
  const own = head.jsonLd ?? [];
  if (own.some((item) => (item as { '@type'?: unknown } | null)?.['@type'] === 'BreadcrumbList')) return own;
  const trail = head.path === SITE_PATHS.home ? [] : [{ name: head.title ?? head.path, path: head.path }];
  return [...own, breadcrumbJsonLd(trail, siteUrl)];
}

function routeHead({ matches, location, state, tables, siteUrl, apiBaseUrl }: HeadInput): PageHead {
  const url = new URL(location, 'http://site.invalid');
  const match = matches?.at(-1);
  const context = { params: match?.params ?? {}, search: url.searchParams, location, state, siteUrl, apiBaseUrl };
  if (match?.route.index) return homeHead(context, tables);
  if (match?.route.id === SEARCH_ROUTE_ID) return searchHead();
  const handle = match?.route.handle as ShellRouteHandle | undefined;
  if (!handle) return someTableMissing(tables) ? unavailableHead(url.pathname) : notFoundHead(url.pathname);
  const { site } = handle;
  if (site.exists?.(state) === false) return notFoundHead(url.pathname);
  return site.head?.(context) ?? { title: site.label, path: url.pathname };
}
