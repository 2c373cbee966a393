// schema.org descriptions of the site's things, for search engines (JSON-LD in each page's head). Typed with
// schema-dts, so a property schema.org does not have for the type fails the type check; lists are in ./listJsonLd.ts.
import type { LocalBusiness, NewsArticle, OpeningHoursSpecification, Person, Product, WithContext } from 'schema-dts';
import { storageUrl } from '../config/runtimeConfig';
import { webSocialLinks } from '../components/SocialLinkList';
import { OPENING_HOURS } from '../entities/content';
import type { BusinessSetup, CompanyEvent, Product as ProductRecord, SocialLinks, TeamMember } from '../entities/types';
import { sitePath } from '../routing/sitePaths';
import { describeText } from './describe';
import { absoluteSiteUrl, SITE_NAME } from './pageHead';

export interface JsonLdContext {
  siteUrl: string;
  apiBaseUrl: string;
}

export const SCHEMA_ORG = 'https://schema.org';

/** The values given, without empty ones and repeats. */
export const present = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value && value.trim())).map((value) => value.trim())),
];

/** Only web links: a `javascript:` or other scheme from content never reaches a search engine as "sameAs". */
const webLinks = (links: SocialLinks) => webSocialLinks(links).map(({ href }) => href);

/** Drops empty fields, so the output carries only what is known. */
export const compact = <T extends object>(value: T) =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined && !(Array.isArray(field) && field.length === 0)),
  ) as T;

const homeUrl = (context: JsonLdContext) => absoluteSiteUrl(sitePath('home'), context.siteUrl);

/** The organisation's node id: pages that mention it (author, publisher) point at the one description. */
export const organizationId = (context: JsonLdContext) => `${homeUrl(context)}#organization`;

const publisher = (context: JsonLdContext) => ({
  '@type': 'Organization' as const,
  '@id': organizationId(context),
  name: SITE_NAME,
  url: homeUrl(context),
});

/** The office's hours (spec §9), the same as the footer shows. */
export const openingHoursJsonLd = (): OpeningHoursSpecification => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: [...OPENING_HOURS.days],
  opens: OPENING_HOURS.opens,
  closes: OPENING_HOURS.closes,
});

/** What the organisation's description reads: business setup (home) or the contact details (contact page), or both. */
export type OrganizationDetails = Partial<BusinessSetup>;

/**
 * The company as the footer and the contact page show it: a LocalBusiness (an Organization that is also a Place, so
 * it can have opening hours) with its office address, phones, emails, hours and a ContactPoint that gathers them.
 */
export function organizationJsonLd(details: OrganizationDetails, context: JsonLdContext): WithContext<LocalBusiness> {
  const telephone = present([details.phone1, details.phone2]);
  const email = present([details.email, details.email1, details.email2]);
  const hours = openingHoursJsonLd();
  const contactPoint =
    telephone.length || email.length
      ? compact({ '@type': 'ContactPoint' as const, contactType: 'customer service', telephone, email, hoursAvailable: hours })
      : undefined;
  return compact({
    '@context': SCHEMA_ORG,
    '@type': 'LocalBusiness',
    '@id': organizationId(context),
    name: SITE_NAME,
    url: homeUrl(context),
    logo: storageUrl(details.logo, context.apiBaseUrl),
    description: describeText(details.who_we_are || details.motto) || undefined,
    address: details.address ? { '@type': 'PostalAddress', streetAddress: details.address } : undefined,
    telephone,
    email,
    contactPoint,
    openingHoursSpecification: hours,
    sameAs: webLinks(details),
  });
}

export function productJsonLd(product: ProductRecord, context: JsonLdContext): WithContext<Product> {
  return compact({
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.title,
    description: describeText(product.description || product.details) || undefined,
    image: present([product.banner, ...product.images]).map((path) => storageUrl(path, context.apiBaseUrl)),
    url: absoluteSiteUrl(sitePath('product', { id: product.id }), context.siteUrl),
    category: product.category?.name,
    brand: { '@type': 'Brand', name: SITE_NAME },
  });
}

/**
 * An event's page is news (the spec's "Latest News"): the content has when it was posted, not when or where an event
 * takes place, so it is a NewsArticle; a schema.org Event needs a startDate and a location the data does not hold.
 */
export function newsArticleJsonLd(event: CompanyEvent, context: JsonLdContext): WithContext<NewsArticle> {
  const published = event.created_at && !Number.isNaN(Date.parse(event.created_at)) ? new Date(event.created_at).toISOString() : undefined;
  return compact({
    '@context': SCHEMA_ORG,
    '@type': 'NewsArticle',
    headline: event.eventName.slice(0, 110),
    description: describeText(event.description || event.details) || undefined,
    image: present([event.banner, ...event.images]).map((path) => storageUrl(path, context.apiBaseUrl)),
    datePublished: published,
    url: absoluteSiteUrl(sitePath('event', { id: event.id }), context.siteUrl),
    author: publisher(context),
    publisher: publisher(context),
  });
}

export function personJsonLd(member: TeamMember, context: JsonLdContext): WithContext<Person> {
  return compact({
    '@context': SCHEMA_ORG,
    '@type': 'Person',
    name: member.full_name,
    jobTitle: member.position || member.title || undefined,
    image: storageUrl(member.image, context.apiBaseUrl),
    url: absoluteSiteUrl(sitePath('teamMember', { id: member.id }), context.siteUrl),
    sameAs: webLinks(member),
    worksFor: publisher(context),
  });
}
