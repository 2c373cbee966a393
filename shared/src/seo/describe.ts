// Plain text for meta descriptions, on the server as in the browser: no DOM, string processing only.
import { SITE_NAME, SITE_TAGLINE } from './pageHead';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The text of an HTML fragment (or plain text): markup, comments, scripts and styles removed, whitespace collapsed. */
export function plainText(html: string): string {
  const withoutMarkup = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // Block boundaries separate words; inline tags (<b>, <a>...) do not.
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|pre|dd|dt|dl|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutMarkup).replace(/[<>]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A meta description: the text cut on a word boundary to at most `max` characters, with "…" when cut. */
export function describeText(html: string | null | undefined, max = 155): string {
  const text = plainText(html ?? '');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** A description shorter than this does not say what is on the page; search results show about 160 characters. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * A page's meta description: the content's own words when they are enough, else followed by `about` (what the page
 * is, e.g. "Tesfaye Bekele, Founder & CEO at StarFamily: ..."), then the site's own line; cut like describeText.
 */
export function describePage(content: string | null | undefined, about: string): string {
  const parts = [plainText(content ?? ''), about, `${SITE_NAME}: ${SITE_TAGLINE}.`].filter(Boolean);
  let text = parts[0] ?? '';
  for (const part of parts.slice(1)) {
    if (text.length >= DESCRIPTION_LENGTH.min) break;
    text = `${sentence(text)} ${part}`;
  }
  return describeText(text);
}
