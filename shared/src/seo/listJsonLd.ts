// The lists a page carries in JSON-LD: its breadcrumb trail, and on a list page the items it shows.
import type { BreadcrumbList, ItemList, ListItem, Organization, Place, WithContext } from 'schema-dts';
import { storageUrl } from '../config/runtimeConfig';
import type { Farm, SisterCompany, Warehouse } from '../entities/types';
import { safeUrl } from '../security/safeUrl';
import { describeText } from './describe';
import { compact, SCHEMA_ORG, type JsonLdContext } from './jsonLd';
import { absoluteSiteUrl } from './pageHead';
import { SITE_PATHS } from '../routing/sitePaths';

/** A page of the site by its name and path, e.g. `{ name: 'Products', path: '/product' }`. */
export interface PageLink {
  name: string;
  path: string;
}

const HOME_CRUMB: PageLink = { name: 'Home', path: SITE_PATHS.home };

/** The trail to a page: Home first (added here), then `trail`, the page itself last with its own URL. */
export function breadcrumbJsonLd(trail: PageLink[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: [HOME_CRUMB, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteSiteUrl(crumb.path, siteUrl),
    })),
  };
}

/** A list page's items as Google's summary-page carousel reads them: position, name and the URL of each item's page. */
export function itemListJsonLd(name: string, items: readonly PageLink[], siteUrl: string): WithContext<ItemList> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteSiteUrl(item.path, siteUrl),
    })),
  };
}

/** Things that have no page on this site (farms, sister companies), each described in full inside the list. */
function thingListJsonLd(name: string, things: (Place | Organization)[]): WithContext<ItemList> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    name,
    numberOfItems: things.length,
    itemListElement: things.map((item, index): ListItem => ({ '@type': 'ListItem', position: index + 1, item })),
  };
}

const placeOf = (site: Farm | Warehouse, context: JsonLdContext): Place =>
  compact({
    '@type': 'Place' as const,
    name: site.name,
    description: describeText(site.description) || undefined,
    address: site.address || site.location || undefined,
    image: storageUrl(site.image, context.apiBaseUrl),
    hasMap: safeUrl(site.map_url),
  });

/** Farms or warehouses (the business page's sliders) as places: name, description, address, picture and map. */
export const placeListJsonLd = (name: string, sites: readonly (Farm | Warehouse)[], context: JsonLdContext) =>
  thingListJsonLd(
    name,
    sites.map((site) => placeOf(site, context)),
  );

/** Sister companies as organisations, with their own web sites and logos. */
export const companyListJsonLd = (name: string, companies: readonly SisterCompany[], context: JsonLdContext) =>
  thingListJsonLd(
    name,
    companies.map((company): Organization =>
      compact({
        '@type': 'Organization' as const,
        name: company.name,
        description: describeText(company.description) || undefined,
        url: safeUrl(company.website_url),
        logo: storageUrl(company.logo || company.image, context.apiBaseUrl),
        address: company.address || company.location || undefined,
      }),
    ),
  );
