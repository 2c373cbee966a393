// A page's head as the rendering server writes it into the first HTML and the browser keeps it on navigation.

export interface PageHead {
  /** Page title without the site name ("Arabica Coffee"); none on home. */
  title?: string;
  /** Plain text, already short (see describeText). */
  description?: string;
  /** Canonical path on the site, e.g. `/product-single/3` (a query only where it names a different page). */
  path: string;
  /** Absolute or site-relative image URL for link previews. */
  image?: string;
  type?: 'website' | 'article' | 'product' | 'profile';
  jsonLd?: object[];
  /** HTTP status: 404 not found, 503 content unavailable; 200 when absent. */
  status?: number;
  noindex?: boolean;
}

export const SITE_NAME = 'StarFamily';
/** What the group is, in a few words: the home page's title and its (visually hidden) main heading. */
export const SITE_TAGLINE = 'Ethiopian agro-export and industry';
export const HOME_TITLE = `${SITE_NAME} | ${SITE_TAGLINE}`;

export const documentTitle = ({ title }: Pick<PageHead, 'title'>): string => (title ? `${title} | ${SITE_NAME}` : HOME_TITLE);

const absolute = (url: string, siteUrl: string) => new URL(url, `${siteUrl.replace(/\/+$/, '')}/`).href;

export const canonicalUrl = (head: Pick<PageHead, 'path'>, siteUrl: string) => absolute(head.path, siteUrl);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside a script element: `<` escaped, so content can never close the element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const MARK = 'data-sf-head';

/** name/property -> content of every meta tag the head sets, in document order. */
function metaTags(head: PageHead, siteUrl: string): [attribute: 'name' | 'property', key: string, content: string][] {
  const title = head.title ?? SITE_NAME;
  const image = head.image ? absolute(head.image, siteUrl) : undefined;
  const tags: [attribute: 'name' | 'property', key: string, content: string | undefined][] = [
    ['name', 'description', head.description],
    ['name', 'robots', head.noindex ? 'noindex' : undefined],
    ['property', 'og:type', head.type ?? 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', canonicalUrl(head, siteUrl)],
    ['property', 'og:image', image],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', image],
  ];
  return tags.filter((tag): tag is [attribute: 'name' | 'property', key: string, content: string] => Boolean(tag[2]));
}

/** The head's tags as HTML, every value escaped. */
export function renderHeadTags(head: PageHead, siteUrl: string): string {
  return [
    `<title>${escapeHtml(documentTitle(head))}</title>`,
    ...metaTags(head, siteUrl).map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${MARK}>`),
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(head, siteUrl))}" ${MARK}>`,
    ...(head.jsonLd ?? []).map((item) => `<script type="application/ld+json" ${MARK}>${jsonForScript(item)}</script>`),
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
