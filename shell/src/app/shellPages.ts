// The shell's own pages (home, not found) and the data its chrome shows on every page.
import {
  commonApi,
  NO_SUBSCRIPTION,
  organizationJsonLd,
  type HeadContext,
  type PageHead,
  type PrefetchContext,
  SITE_PATHS,
} from '@starfamily/shared';
import { declaredSection, type RouteTables } from './routeTables';
import { HOME_SECTIONS } from '../features/home/homeSections';

/**
 * Header, footer and menus: company settings, services, categories, the projects check; and the picture manifest,
 * which every page's pictures and head need (the server's HTML and the hydrating render then show the same pictures).
 */
export function prefetchChrome({ dispatch }: PrefetchContext): void {
  dispatch(commonApi.endpoints.getPictures.initiate(undefined, NO_SUBSCRIPTION));
  dispatch(commonApi.endpoints.getBusinessSetup.initiate(undefined, NO_SUBSCRIPTION));
  dispatch(commonApi.endpoints.getServices.initiate(undefined, NO_SUBSCRIPTION));
  dispatch(commonApi.endpoints.getProductCategories.initiate(undefined, NO_SUBSCRIPTION));
  dispatch(commonApi.endpoints.getProjects.initiate(undefined, NO_SUBSCRIPTION));
}

/** Each home section's data, as the remote that owns the section declares it. */
export function prefetchHome(context: PrefetchContext, tables: RouteTables): void {
  for (const id of HOME_SECTIONS) declaredSection(tables, id)?.prefetch?.(context);
}

export const HOME_DESCRIPTION =
  'StarFamily: Ethiopian coffee, oil seeds, pulses, live animals and spices for export; tyres; farms, warehouses and real estate.';

/** The first home section that has a picture to preload (the hero) opens the page: its first picture is the LCP. */
function homePreload(context: HeadContext, tables: RouteTables) {
  for (const id of HOME_SECTIONS) {
    const preload = declaredSection(tables, id)?.preloadImage;
    if (preload) return preload(context);
  }
  return undefined;
}

/** The link preview is the site's picture (pageHeadFor's default): the logo is an SVG, which previews do not show. */
export function homeHead(context: HeadContext, tables: RouteTables): PageHead {
  const setup = commonApi.endpoints.getBusinessSetup.select()(context.state).data;
  return {
    path: SITE_PATHS.home,
    description: HOME_DESCRIPTION,
    preloadImage: homePreload(context, tables),
    jsonLd: setup ? [organizationJsonLd(setup, context)] : [],
  };
}

/** The shell's results page for the header search sent with no script: a route of its own, not indexed. */
export const SEARCH_ROUTE_ID = 'shell/search';

export const searchHead = (): PageHead => ({
  title: 'Search results',
  description: 'The pages of the StarFamily website whose name holds your search.',
  path: SITE_PATHS.search,
  noindex: true,
});

export const notFoundHead = (path: string): PageHead => ({
  title: 'Page not found',
  description: 'This page is not on the StarFamily website. The home page and the menu lead to our products, services, news and contacts.',
  path,
  status: 404,
  noindex: true,
});

/** Some remote's pages could not be loaded: the path may be one of them, so not a 404. */
export const unavailableHead = (path: string): PageHead => ({
  title: 'Temporarily unavailable',
  description: 'This part of the StarFamily website is temporarily unavailable. Please try again in a few minutes.',
  path,
  status: 503,
  noindex: true,
});
