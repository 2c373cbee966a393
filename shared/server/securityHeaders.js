// The site's security headers, one definition for every server that sends our HTML or files: the shell's rendering
// server, the remotes' file servers (their standalone pages and the files other origins load) and the demo partner
// page (which shows what docs/embedding.md asks of a partner).
import { createHash, randomBytes } from 'node:crypto';

/** On every answer: no MIME sniffing, and other sites see our origin only, never the page's path and query. */
export const BASE_SECURITY_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

/** `https://api.example:8443/x/y` -> `https://api.example:8443`; null for anything that is not an http(s) URL. */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** A fresh nonce for one answer's inline script (128 bits, base64). */
export const createNonce = () => randomBytes(16).toString('base64');

/** Executable inline scripts (no `src`, not JSON data such as JSON-LD) and their text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_SCRIPT = /\btype="?application\/(ld\+)?json"?/i;

/**
 * CSP sources (`'sha256-…'`) for every inline script of a page, so the page may be kept and sent again as it is:
 * unlike a nonce, a hash stays right for the same bytes (the rendering server's cached pages).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !DATA_SCRIPT.test(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The Content-Security-Policy of one of our HTML pages, from the runtime config it runs with (config.json).
 *
 * @param {object} options
 * @param {{ apiBaseUrl: string, remotes?: Record<string, string> }} options.config  the content API (connections, and
 *                                              pictures from its storage) and the remotes' entries, whose origins may
 *                                              serve scripts, stylesheets, fonts and manifests
 * @param {string} [options.nonce]              a page's one inline script, by nonce (a page sent once)
 * @param {string[]} [options.scriptHashes]     a page's inline scripts, by hash (inlineScriptHashes: a kept page)
 * @param {string[]} [options.frameAncestors]   who may frame the page (default: only ourselves)
 * @param {string[]} [options.frameSources]     what the page may frame (default: any https page, the maps)
 * @param {boolean} [options.development]      development builds: webpack's eval source maps need `'unsafe-eval'`
 * @returns {string}
 */
export function pagePolicy({
  config,
  nonce,
  scriptHashes = [],
  frameAncestors = ["'self'"],
  frameSources = ['https:'],
  development = false,
}) {
  const code = unique(Object.values(config.remotes ?? {}).map(originOf));
  const api = originOf(config.apiBaseUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...code, nonce && `'nonce-${nonce}'`, ...scriptHashes, development && "'unsafe-eval'"],
    // React renders style attributes into the server's HTML (aspect ratios, carousel widths): inline styles stay allowed.
    'style-src': ["'self'", ...code, "'unsafe-inline'"],
    'img-src': ["'self'", api, ...code],
    'font-src': ["'self'", ...code],
    // The remotes' manifests and chunks' source maps are fetched from their origins; content from the API.
    'connect-src': ["'self'", api, ...code],
    // Maps on the contact and business pages: their URLs are content (any https URL the import accepted).
    'frame-src': frameSources,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/**
 * The headers of one of our HTML pages: the base set, the policy, and the legacy frame guard for browsers without
 * `frame-ancestors`.
 */
export function pageHeaders(policyOptions) {
  return {
    ...BASE_SECURITY_HEADERS,
    'content-security-policy': pagePolicy(policyOptions),
    'x-frame-options': 'SAMEORIGIN',
  };
}

/**
 * What docs/embedding.md ("Content-Security-Policy") tells a partner to allow, on top of a strict policy of the
 * partner's own: the widgets' origins for scripts and connections, the API for connections and pictures. No inline
 * style or script beyond the page's own (by nonce): the widgets need neither. The demo partner page and the e2e
 * suite's partner pages send it, so both check what the docs promise.
 * @param {{ nonce: string, widgetUrls: string[], apiBaseUrl: string }} options  widgetUrls: the remotes' base URLs
 */
export function partnerPolicy({ nonce, widgetUrls, apiBaseUrl }) {
  const widgets = widgetUrls.map(originOf).join(' ');
  const api = originOf(apiBaseUrl);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${widgets}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self' ${api} ${widgets}`,
    `img-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
