// Content HTML is sanitised once, by DOMPurify, with the same rules in the browser and on the rendering server, so the
// server's markup and the browser's first render are identical.
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

let purifier: DOMPurify | null = null;

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
  return currentPurifier().sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}
