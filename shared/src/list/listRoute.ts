// A list page's route (products, services, projects, events, team), declared once by the remote that owns it: the list
// it shows (its prefetch, and the head's reading of the same query), its title, a description made of the items, the
// preload of the first item's picture (the page's LCP) and an ItemList of the items on the page. Detail pages have
// `detailRoute`.
import { itemsOnPage } from '../components/Pagination';
import type { ContentEndpoint } from '../detail/detailPage';
import { NO_SUBSCRIPTION, type HeadContext, type PrefetchContext, type SiteRoute } from '../routing/siteRoute';
import { SITE_PATHS, sitePath, type SitePage } from '../routing/sitePaths';
import { describePage } from '../seo/describe';
import { headPictures } from '../seo/headPictures';
import { itemListJsonLd, type PageLink } from '../seo/listJsonLd';

/** A text of the head: the same on every visit, or read from the URL and the store (a category's name). */
type HeadText = string | ((context: HeadContext) => string);

export interface ListRouteOptions<T, A> extends Pick<SiteRoute, 'label' | 'load' | 'exists'> {
  /** The list page (`SITE_PATHS`): the route's path and, without the URL's query, the head's canonical path. */
  page: SitePage;
  /** The query whose list the page shows: the route prefetches it and the head reads it. */
  list: ContentEndpoint<A, T[]>;
  /** The query's argument as the page reads it from the URL (a filter); none: the whole list. */
  arg?: (search: URLSearchParams) => A;
  /** The items the page lists of the answer (a filter the API may not apply); all of them when absent. */
  shown?: (items: readonly T[], search: URLSearchParams) => readonly T[];
  /** Further queries the head reads (a category's name), started with the list. */
  alsoPrefetch?: (context: PrefetchContext) => void;
  title: HeadText;
  description: {
    /** What the items say, e.g. "StarFamily services: Coffee Export, Warehousing." (asked only when there are some). */
    of?: (items: readonly T[]) => string;
    /** What the page is: after the items' words when they are too few, alone without items (`describePage`). */
    about: HeadText;
  };
  /** The canonical path's query, where it names a different page (a category); none: the list page's path alone. */
  canonicalQuery?: (context: HeadContext) => Record<string, string> | undefined;
  /** The list is paginated (`?page=`) by this many: the page shows that page's items; without it, all of them. */
  pageSize?: number;
  /** Each item's name and page: the page's ItemList (JSON-LD) names the items it shows and links their pages. */
  link: (item: T) => PageLink;
  /** The picture of the first item the page shows, preloaded at the `sizes` its layout gives it. */
  picture: { of: (item: T) => string | null | undefined; sizes: string };
}

/** A list page's route: it always prefetches and has a head (home-page sections reuse its prefetch). */
export type ListRoute = SiteRoute & Required<Pick<SiteRoute, 'prefetch' | 'head'>>;

export function listRoute<T, A = void>({
  page,
  list,
  arg,
  shown = (items) => items,
  alsoPrefetch,
  title,
  description,
  canonicalQuery,
  pageSize,
  link,
  picture,
  ...route
}: ListRouteOptions<T, A>): ListRoute {
  const argOf = (search: URLSearchParams) => (arg ? arg(search) : (undefined as A));
  const text = (value: HeadText, context: HeadContext) => (typeof value === 'string' ? value : value(context));
  return {
    ...route,
    path: SITE_PATHS[page],
    prefetch: (context) => {
      context.dispatch(list.initiate(argOf(context.search), NO_SUBSCRIPTION));
      alsoPrefetch?.(context);
    },
    head: (context) => {
      const answered = list.select(argOf(context.search))(context.state).data;
      const items = answered && shown(answered, context.search);
      const onPage = items && (pageSize === undefined ? items : itemsOnPage(items, context.search, pageSize));
      const first = onPage?.[0];
      const heading = text(title, context);
      return {
        title: heading,
        description: describePage(items?.length && description.of ? description.of(items) : '', text(description.about, context)),
        path: sitePath(page, {}, canonicalQuery?.(context)),
        preloadImage: headPictures(context).preload(first && picture.of(first), picture.sizes),
        jsonLd: onPage?.length ? [itemListJsonLd(heading, onPage.map(link), context.siteUrl)] : [],
      };
    },
  };
}
