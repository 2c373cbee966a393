// sitemap.xml and robots.txt (sitemaps.org protocol).
import { absoluteSiteUrl } from './pageHead';

export interface SitemapUrl {
  path: string;
  lastmod?: string | Date;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** YYYY-MM-DD, or undefined for a date that cannot be read. */
function day(value: string | Date | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

export function buildSitemap(entries: SitemapUrl[], siteUrl: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = absoluteSiteUrl(entry.path, siteUrl);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = day(entry.lastmod);
    urls.push(`<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${absoluteSiteUrl('sitemap.xml', siteUrl)}\n`;
