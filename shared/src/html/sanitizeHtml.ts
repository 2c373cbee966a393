// Content HTML is sanitised once, by DOMPurify, with the same rules in the browser and on the rendering server, so the
// server's markup and the browser's first render are identical.
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

let purifier: DOMPurify | null = null;

/**
 * What each content HTML sanitised to: the rules are fixed, so the same input gives the same output, and content
 * changes only on an import. DOMPurify on the server's jsdom was a quarter of rendering a page afresh (every product
 * description, event and about text, parsed and serialised again per page); the browser re-renders them on
 * navigation. Oldest out beyond MAX_KEPT.
 */
const sanitised = new Map<string, string>();
const MAX_KEPT = 500;

function configure(instance: DOMPurify): DOMPurify {
  // Links from content open safely in a new tab; everything else DOMPurify's defaults decide (no scripts, no handlers).
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return instance;
}

/** On the server: the window (e.g. jsdom's) DOMPurify works in. The browser uses its own. */
export function installSanitizerWindow(window: WindowLike): void {
  purifier = configure(createDOMPurify(window));
  sanitised.clear();
}

function currentPurifier(): DOMPurify {
  if (purifier) return purifier;
  if (typeof window === 'undefined') {
    throw new Error('sanitizeHtml needs a DOM: call installSanitizerWindow(new JSDOM("").window) before rendering on the server');
  }
  purifier = configure(createDOMPurify(window));
  return purifier;
}

/** Sanitises HTML from the content API: a `<script>` or `onerror=` in content never runs. */
export function sanitizeHtml(html: string | null | undefined): string {
  const dirty = html ?? '';
  const known = sanitised.get(dirty);
  if (known !== undefined) return known;
  const clean = currentPurifier().sanitize(dirty, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
  if (sanitised.size >= MAX_KEPT) sanitised.delete(sanitised.keys().next().value!);
  sanitised.set(dirty, clean);
  return clean;
}
