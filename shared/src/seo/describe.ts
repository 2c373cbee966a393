// Plain text for meta descriptions, on the server as in the browser: no DOM, string processing only.
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
