// The shell's own pages (home, not found) and the data its chrome shows on every page.
import {
  commonApi,
  NO_SUBSCRIPTION,
  organizationJsonLd,
  storageUrl,
  type HeadContext,
  type PageHead,
  type PrefetchContext,
  SITE_PATHS,
} from '@starfamily/shared';
import type { RouteTables } from './routeTables';
import { HOME_SECTIONS } from '../features/home/homeSections';

/** Header, footer and menus: company settings, services, categories, the projects check. */
export function prefetchChrome({ dispatch }: PrefetchContext): void {
  dispatch(commonApi.endpoints.getBusinessSetup.initiate(undefined, NO_SUBSCRIPTION));
  dispatch(commonApi.endpoints.getServices.initiate(undefined, NO_SUBSCRIPTION));
  dispatch(commonApi.endpoints.getProductCategories.initiate(undefined, NO_SUBSCRIPTION));
  dispatch(commonApi.endpoints.getProjects.initiate(undefined, NO_SUBSCRIPTION));
}

/** Each home section's data, as the remote that owns the section declares it. */
export function prefetchHome(context: PrefetchContext, tables: RouteTables): void {
  for (const { module } of HOME_SECTIONS) {
    const [remote, exposed] = module.split('/') as [string, string];
    tables[remote]?.sections?.[exposed]?.prefetch?.(context);
  }
}

export const HOME_DESCRIPTION =
  'StarFamily: Ethiopian coffee, oil seeds, pulses, live animals and spices for export; tyres; farms, warehouses and real estate.';

export function homeHead(context: HeadContext): PageHead {
  const setup = commonApi.endpoints.getBusinessSetup.select()(context.state).data;
  return {
    path: SITE_PATHS.home,
    description: HOME_DESCRIPTION,
    image: setup?.logo ? storageUrl(setup.logo, context.apiBaseUrl) : undefined,
    jsonLd: setup ? [organizationJsonLd(setup, context)] : [],
  };
}

export const notFoundHead = (path: string): PageHead => ({ title: 'Page not found', path, status: 404, noindex: true });

/** Some remote's pages could not be loaded: the path may be one of them, so not a 404. */
export const unavailableHead = (path: string): PageHead => ({
  title: 'Temporarily unavailable',
  path,
  status: 503,
  noindex: true,
});
