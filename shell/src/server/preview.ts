// Preview (docs/content-editing.md, "Preview"): /preview/<site path>?token=… is the site page rendered by the same
// code from the same remotes, reading from the API's preview of the drafts (<api>/api/preview/<token>), in the server
// and in the browser. Never kept here or by anyone, never indexed, with a bar that says it is not published.
// Links inside it keep the preview (the browser's router runs under /preview and reads from the preview's API); the
// bar's link leaves it for the published page.
export const PREVIEW_PATH = '/preview';

/** A token as the API makes them (32 random bytes, base64url): anything else is not asked about. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface PreviewRequest {
  /** null: none, or not a token's shape. */
  token: string | null;
  /** The published page's path and query (the token left out), e.g. `/product/3?tab=specs`. */
  publicUrl: string;
}

/** What `/preview/<site path>?token=…&…` asks for. */
export function previewRequest(url: string): PreviewRequest {
  const parsed = new URL(url, 'http://site.invalid');
  const token = parsed.searchParams.get('token');
  parsed.searchParams.delete('token');
  const path = parsed.pathname.slice(PREVIEW_PATH.length) || '/';
  return { token: token !== null && TOKEN.test(token) ? token : null, publicUrl: `${path}${parsed.search}` };
}

/** The API base a preview reads from, for the server's render and the browser's config alike. */
export const previewApiBase = (apiBaseUrl: string, token: string) => `${apiBaseUrl}/api/preview/${token}`;

export type PreviewCheck =
  { kind: 'open' } | { kind: 'expired' } | { kind: 'invalid'; problems: string[] } | { kind: 'unavailable'; reason: string };

/**
 * Asks the preview's API whether the token opens it (its content version: this also has the API make its preview copy
 * before the page asks for content, so a rebuild does not eat into the render's wait).
 */
export async function checkPreview(apiBase: string, timeoutMs: number): Promise<PreviewCheck> {
  try {
    const answer = await fetch(`${apiBase}/api/content-version`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (answer.ok) return { kind: 'open' };
    if (answer.status === 401) return { kind: 'expired' };
    if (answer.status === 422) return { kind: 'invalid', problems: ((await answer.json()) as { problems?: string[] }).problems ?? [] };
    return { kind: 'unavailable', reason: `the API answered ${answer.status}` };
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The bar's height: room is made for exactly this below the page (one line, never wrapped, a 44 px touch target). */
const BAR_HEIGHT = '2.75rem';

/**
 * The bar: fixed at the foot of the window, above every layer of the page, with room made for it, so it covers nothing;
 * first in the body, so a screen reader meets it first. Outside the app's root: hydration never sees it. Its words fit
 * one line on a 320 px phone.
 */
export function previewBarHtml(publicUrl: string): string {
  const bar = [
    'position:fixed;left:0;right:0;bottom:0;z-index:1500',
    `height:${BAR_HEIGHT};box-sizing:border-box;padding:0 .75rem;overflow:hidden;white-space:nowrap`,
    'display:flex;gap:.75rem;align-items:center;justify-content:center',
    'background:#5b1a00;color:#fff;font:600 .875rem/1.2 system-ui,sans-serif;box-shadow:0 -2px 8px rgb(0 0 0 / 30%)',
  ].join(';');
  return (
    `<style>body{padding-bottom:${BAR_HEIGHT}}.sf-scroll-top{bottom:calc(${BAR_HEIGHT} + 20px)}</style>` +
    `<aside aria-label="Preview" data-preview-bar style="${bar}">` +
    '<span>Preview: not published</span>' +
    `<a href="${escapeHtml(publicUrl)}" style="color:#fff;text-decoration:underline">Published page</a>` +
    '</aside>'
  );
}

/** A page of its own (no app, no script) when there is no preview to show. */
export function previewProblemHtml(title: string, paragraphs: string[]): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font:1rem/1.5 system-ui,sans-serif;margin:0;padding:2rem;max-width:40rem">',
    `<main><h1>${escapeHtml(title)}</h1>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</main>`,
    '</body></html>',
  ].join('');
}

/** The problem page for a check that did not open the preview: its status and words. */
export function previewProblem(check: Exclude<PreviewCheck, { kind: 'open' }>): { status: number; html: string } {
  if (check.kind === 'expired') {
    return {
      status: 401,
      html: previewProblemHtml('Preview expired', ['This preview link has expired; open Preview again from the admin.']),
    };
  }
  if (check.kind === 'invalid') {
    return {
      status: 422,
      html: previewProblemHtml('The drafts cannot be previewed', [
        'Together, the drafts do not make a valid site. Fix them in the admin, then open Preview again:',
        ...check.problems,
      ]),
    };
  }
  console.error('[preview] the preview could not be opened:', check.reason);
  return {
    status: 503,
    html: previewProblemHtml('Preview unavailable', ['The preview could not be made just now. Try again in a moment.']),
  };
}

/** `location` (a site-relative address) with the preview's token added to its query. */
export function withToken(location: string, token: string): string {
  const url = new URL(location, 'http://site.invalid');
  url.searchParams.set('token', token);
  return `${url.pathname}${url.search}`;
}

/** How long the page waits for the API to open the preview (a rebuild of its copy included) before giving up. */
export const PREVIEW_CHECK_MS = 30_000;
