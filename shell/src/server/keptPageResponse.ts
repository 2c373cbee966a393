// How a rendered page is kept and sent: its bytes made once in every encoding with a strong ETag, the variant a request
// gets (or 304), and the Cache-Control that says who may keep it. Fastify's path (a page just rendered) and the raw
// HTTP fast path (a kept page, before Fastify parses anything) send the same answer.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BASE_SECURITY_HEADERS } from '@starfamily/shared/server/security-headers';
import type { CacheSource, KeptPage } from './pageCache';

/**
 * A page: browsers revalidate every time (a 304 when unchanged); a CDN serves it for a minute and, for a minute more,
 * serves it while it revalidates. So after an import a CDN's visitors see the new text within about a minute, the
 * site's own servers within 2 s.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
/** A page that does not exist (yet): kept as briefly, without serving it stale. */
export const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=60';
/** A page with content or sections left to the browser (a slow or failing API or remote), or an error: never kept. */
export const UNKEPT_CACHE = 'no-store';
export const REDIRECT_CACHE = 'public, max-age=300';
/**
 * The server's HTML depends on the device class the browser states (Sec-CH-UA-Mobile, see viewportGuess) and the
 * encodings it takes; nothing else of the request, so an HTTP cache keeps one copy per page and device class, not one
 * per browser version as `Vary: User-Agent` made it.
 */
export const VARY = 'Accept-Encoding, Sec-CH-UA-Mobile';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A page as it is kept and sent: its bytes, gzip and brotli (made at once, off the main thread), and a strong ETag. */
export async function keptPage(status: number, headers: Record<string, string>, html: string, keep: boolean): Promise<KeptPage> {
  const body = Buffer.from(html);
  const [gzipped, br] = await Promise.all([
    gzipAsync(body),
    // Quality 5: within a few ms of gzip to make, about a fifth smaller than it for HTML.
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { status, headers, body, gzip: gzipped, br, etag, keep };
}

/** If-None-Match holds this ETag (a list, or *). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`));

/**
 * Sends a page, or 304 for its ETag. `x-cache` says how it came about (MISS: rendered for this request) and
 * `x-content-version` which content it was kept for: what operators and the e2e suite check after an import.
 */
export function send(request: FastifyRequest, reply: FastifyReply, page: KeptPage, source: CacheSource, version: string) {
  reply.code(page.status).headers(page.headers).header('etag', page.etag).header('x-cache', source).header('x-content-version', version);
  if (page.body.length === 0) return reply.send();
  const variant = variantFor(page, request.headers['if-none-match'], request.headers['accept-encoding']);
  if (variant === 'notModified') return reply.code(304).send();
  if (variant === 'identity') return reply.send(page.body);
  return reply.header('content-encoding', variant).send(variant === 'br' ? page.br : page.gzip);
}

type Variant = 'br' | 'gzip' | 'identity' | 'notModified';

/** The raw fast path's header lists per kept page and variant, built once (at thousands of answers a second, it counts). */
const rawHeaders = new WeakMap<KeptPage, Map<string, string[]>>();
function rawHeadersOf(page: KeptPage, variant: Variant, version: string): string[] {
  let lists = rawHeaders.get(page);
  if (!lists) rawHeaders.set(page, (lists = new Map()));
  const name = `${variant} ${version}`;
  let list = lists.get(name);
  if (!list) {
    const headers: Record<string, string> = {
      ...BASE_SECURITY_HEADERS,
      ...page.headers,
      etag: page.etag,
      'x-cache': 'HIT',
      'x-content-version': version,
    };
    const body = variant === 'br' ? page.br : variant === 'gzip' ? page.gzip : variant === 'identity' ? page.body : null;
    if (variant === 'br' || variant === 'gzip') headers['content-encoding'] = variant;
    if (body) headers['content-length'] = String(body.length);
    list = Object.entries(headers).flat();
    lists.set(name, list);
  }
  return list;
}

/** Which variant of a kept page a request gets. */
function variantFor(page: KeptPage, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): Variant {
  if (page.status === 200 && matches(ifNoneMatch, page.etag)) return 'notModified';
  const accepts = String(acceptEncoding ?? '');
  if (page.br && /\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return 'identity';
}

/** The request headers a kept page's answer depends on. */
export interface PageRequestHeaders {
  /** Sec-CH-UA-Mobile: `?1` a phone, `?0` not (Chromium sends it on every request). */
  mobileHint?: string;
  ifNoneMatch?: string;
  acceptEncoding?: string;
}

/**
 * The request headers a kept page's answer depends on, read from the raw list: `request.headers` builds an object of
 * every header (names lower-cased), a cost per answer that the raw fast path is there to avoid.
 */
export function requestHeaders(raw: string[]): PageRequestHeaders {
  const found: PageRequestHeaders = {};
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!;
    const field = name.length === 13 ? 'ifNoneMatch' : name.length === 15 ? 'acceptEncoding' : name.length === 16 ? 'mobileHint' : null;
    if (!field || name.toLowerCase() !== FIELD_NAMES[field]) continue;
    const value = raw[index + 1]!;
    // As Node reads them: repeated headers are joined into one list.
    found[field] = found[field] === undefined ? value : `${found[field]}, ${value}`;
  }
  return found;
}
const FIELD_NAMES = { mobileHint: 'sec-ch-ua-mobile', ifNoneMatch: 'if-none-match', acceptEncoding: 'accept-encoding' } as const;

/** Sends a kept page on the raw HTTP server, as `send` would through Fastify. */
export function sendRaw(request: IncomingMessage, response: ServerResponse, page: KeptPage, version: string, headers: PageRequestHeaders) {
  const variant = variantFor(page, headers.ifNoneMatch, headers.acceptEncoding);
  const body = variant === 'br' ? page.br : variant === 'gzip' ? page.gzip : variant === 'identity' ? page.body : null;
  response.writeHead(variant === 'notModified' ? 304 : page.status, rawHeadersOf(page, variant, version));
  response.end(request.method === 'HEAD' ? undefined : (body ?? undefined));
}
