// What the browser builds get for ./jsonLd.ts and ./listJsonLd.ts (webpack replaces both with this file, see
// shared/webpack/index.js): structured data is written into each page's first HTML by the rendering server, which is
// what search engines read. A page reached by a navigation in the browser carries none, so no visitor's phone downloads
// the builders (~1.3 KB gzip on the home page; docs/decisions/0041-structured-data-server-only.md). Same names, no data.
export type { JsonLdContext, OrganizationDetails } from './jsonLd';
export type { PageLink } from './listJsonLd';

export const SCHEMA_ORG = 'https://schema.org';
const none = (): null => null;
export const organizationId = (): string => '';
export const openingHoursJsonLd = none;
export const organizationJsonLd = none;
export const productJsonLd = none;
export const newsArticleJsonLd = none;
export const personJsonLd = none;
export const breadcrumbJsonLd = none;
export const itemListJsonLd = none;
export const placeListJsonLd = none;
export const companyListJsonLd = none;
export const present = (values: (string | null | undefined)[]): string[] => values.filter((value): value is string => Boolean(value));
export const compact = <T extends object>(value: T): T => value;
