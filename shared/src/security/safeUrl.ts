// Which URLs from content may become a link or a frame: the one rule for the content import (which refuses others)
// and for every page and widget that renders one (which drops others, whatever the database holds).
// Imports nothing: bundled into browser code and the API alike.

/** `web`: pages and maps (http, https). `contact`: also mailto: and tel:. */
export type UrlKind = 'web' | 'contact';

const PROTOCOLS: Record<UrlKind, ReadonlySet<string>> = {
  web: new Set(['http:', 'https:']),
  contact: new Set(['http:', 'https:', 'mailto:', 'tel:']),
};

/** An absolute URL with an allowed scheme (`javascript:`, `data:`, relative or broken URLs are not). */
export function isSafeUrl(value: unknown, kind: UrlKind = 'web'): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    return PROTOCOLS[kind].has(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

/** The URL to put in an href or src, or undefined: then render no link at all. */
export function safeUrl(value: unknown, kind: UrlKind = 'web'): string | undefined {
  return isSafeUrl(value, kind) ? value.trim() : undefined;
}
