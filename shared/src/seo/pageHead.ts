// A page's head as the rendering server writes it into the first HTML and the browser keeps it on navigation.
import { COMPANY_NAME } from '../entities/content';
import { OG_IMAGE } from '../pictures/pictures';
import type { PreloadImage } from '../pictures/pictureSources';

export type { PreloadImage };

/** A link preview's picture: always a raster of OG_IMAGE's size (chat apps and social networks show no SVG). */
export interface PreviewImage {
  /** Absolute or site-relative URL, e.g. `ogImageUrl(...)`. */
  url: string;
  /** What it shows: the page's subject (a product's title), or the site's name and tagline. */
  alt: string;
}

export interface PageHead {
  /** Page title without the site name ("Arabica Coffee"); none on home. */
  title?: string;
  /** Plain text, already short (see describeText). */
  description?: string;
  /** Canonical path on the site, e.g. `/product-single/3` (a query only where it names a different page). */
  path: string;
  /** Link previews' picture; none rather than one that is not a 1200×630 raster. */
  image?: PreviewImage;
  /** The route's LCP picture, asked for at high priority before the stylesheets and scripts (`headPictures`). */
  preloadImage?: PreloadImage;
  type?: 'website' | 'article' | 'product' | 'profile';
  jsonLd?: object[];
  /** HTTP status: 404 not found, 503 content unavailable; 200 when absent. */
  status?: number;
  noindex?: boolean;
}

export const SITE_NAME = COMPANY_NAME;
/** What the group is, in a few words: the home page's title and its (visually hidden) main heading. */
export const SITE_TAGLINE = 'Ethiopian agro-export and industry';
export const HOME_TITLE = `${SITE_NAME} | ${SITE_TAGLINE}`;

export const documentTitle = ({ title }: Pick<PageHead, 'title'>): string => (title ? `${title} | ${SITE_NAME}` : HOME_TITLE);

/** A URL on the site as an absolute one (canonical links, JSON-LD, sitemap.xml): `/product` -> `https://site/product`. */
export const absoluteSiteUrl = (url: string, siteUrl: string) => new URL(url, `${siteUrl.replace(/\/+$/, '')}/`).href;

export const canonicalUrl = (head: Pick<PageHead, 'path'>, siteUrl: string) => absoluteSiteUrl(head.path, siteUrl);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside a script element: `<` escaped, so content can never close the element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const MARK = 'data-sf-head';

/** name/property -> content of every meta tag the head sets, in document order. */
function metaTags(head: PageHead, siteUrl: string): [attribute: 'name' | 'property', key: string, content: string][] {
  const title = head.title ?? SITE_NAME;
  const image = head.image ? absoluteSiteUrl(head.image.url, siteUrl) : undefined;
  const imageAlt = image ? head.image?.alt : undefined;
  const tags: [attribute: 'name' | 'property', key: string, content: string | undefined][] = [
    ['name', 'description', head.description],
    ['name', 'robots', head.noindex ? 'noindex' : undefined],
    ['property', 'og:type', head.type ?? 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', canonicalUrl(head, siteUrl)],
    ['property', 'og:image', image],
    ['property', 'og:image:width', image && String(OG_IMAGE.width)],
    ['property', 'og:image:height', image && String(OG_IMAGE.height)],
    ['property', 'og:image:alt', imageAlt],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', imageAlt],
  ];
  return tags.filter((tag): tag is [attribute: 'name' | 'property', key: string, content: string] => Boolean(tag[2]));
}

/** The head's tags as HTML, every value escaped. */
export function renderHeadTags(head: PageHead, siteUrl: string): string {
  const preload = head.preloadImage;
  return [
    `<title>${escapeHtml(documentTitle(head))}</title>`,
    // First after the title: the LCP picture is on its way before the stylesheets and scripts are asked for.
    preload
      ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(preload.srcSet)}" imagesizes="${escapeHtml(preload.sizes)}" type="${escapeHtml(preload.type)}" fetchpriority="high" ${MARK}>`
      : '',
    ...metaTags(head, siteUrl).map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${MARK}>`),
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(head, siteUrl))}" ${MARK}>`,
    ...(head.jsonLd ?? []).filter(Boolean).map((item) => `<script type="application/ld+json" ${MARK}>${jsonForScript(item)}</script>`),
  ].join('');
}

/** After a client-side navigation: the same tags as the server would have sent, in place of the old ones. */
export function applyHeadToDocument(head: PageHead, siteUrl: string, doc: Document = document): void {
  doc.title = documentTitle(head);
  doc.head.querySelectorAll(`[${MARK}]`).forEach((element) => element.remove());
  const template = doc.createElement('template');
  template.innerHTML = renderHeadTags(head, siteUrl).replace(/^<title>.*?<\/title>/, '');
  doc.head.append(template.content);
}
