// schema.org descriptions of the site's things, for search engines (JSON-LD in each page's head).
import { storageUrl } from '../config/runtimeConfig';
import { webSocialLinks } from '../components/SocialLinkList';
import type { BusinessSetup, CompanyEvent, Product, SocialLinks, TeamMember } from '../entities/types';
import { sitePath } from '../routing/sitePaths';
import { describeText } from './describe';
import { absoluteSiteUrl, SITE_NAME } from './pageHead';

export interface JsonLdContext {
  siteUrl: string;
  apiBaseUrl: string;
}

const CONTEXT = 'https://schema.org';

const present = (values: (string | null | undefined)[]) => values.filter((value): value is string => Boolean(value && value.trim()));

/** Only web links: a `javascript:` or other scheme from content never reaches a search engine as "sameAs". */
const webLinks = (links: SocialLinks) => webSocialLinks(links).map(({ href }) => href);

/** Drops empty fields, so the output carries only what is known. */
const compact = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && !(Array.isArray(field) && field.length === 0))) as T;

const publisher = (context: JsonLdContext) => ({ '@type': 'Organization', name: SITE_NAME, url: absoluteSiteUrl(sitePath('home'), context.siteUrl) });

export function organizationJsonLd(setup: BusinessSetup, context: JsonLdContext) {
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteSiteUrl(sitePath('home'), context.siteUrl),
    logo: storageUrl(setup.logo, context.apiBaseUrl),
    description: describeText(setup.who_we_are || setup.motto) || undefined,
    address: setup.address ? { '@type': 'PostalAddress', streetAddress: setup.address } : undefined,
    telephone: present([setup.phone1, setup.phone2]),
    email: present([setup.email, setup.email1, setup.email2]),
    sameAs: webLinks(setup),
  });
}

export function productJsonLd(product: Product, context: JsonLdContext) {
  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.title,
    description: describeText(product.description || product.details) || undefined,
    image: present([product.banner, ...product.images]).map((path) => storageUrl(path, context.apiBaseUrl)),
    url: absoluteSiteUrl(sitePath('product', { id: product.id }), context.siteUrl),
    category: product.category?.name,
    brand: { '@type': 'Brand', name: SITE_NAME },
  });
}

export function newsArticleJsonLd(event: CompanyEvent, context: JsonLdContext) {
  const published = event.created_at && !Number.isNaN(Date.parse(event.created_at)) ? new Date(event.created_at).toISOString() : undefined;
  return compact({
    '@context': CONTEXT,
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

export function personJsonLd(member: TeamMember, context: JsonLdContext) {
  return compact({
    '@context': CONTEXT,
    '@type': 'Person',
    name: member.full_name,
    jobTitle: member.position || member.title || undefined,
    image: storageUrl(member.image, context.apiBaseUrl),
    url: absoluteSiteUrl(sitePath('teamMember', { id: member.id }), context.siteUrl),
    sameAs: webLinks(member),
    worksFor: publisher(context),
  });
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], siteUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteSiteUrl(item.path, siteUrl) })),
  };
}
