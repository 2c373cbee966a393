// Content answers from memory. Content changes only when an operator imports a bundle, so every content GET is kept
// as the bytes it was sent as (and gzip of them), with a strong ETag and the headers it was sent with: later requests
// never touch the database, a client or CDN holding the same ETag gets 304, and an import anywhere on the database
// empties every instance's cache at once (watchContent: PostgreSQL LISTEN/NOTIFY).
// Two ways in: `serveFromCache` answers a plain hit on the raw HTTP server before Fastify parses anything (what keeps
// the API near a bare server's throughput), and the plugin's hooks answer hits that come through Fastify (a CORS
// request, app.inject) and fill the cache from misses.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminPath } from '../admin/paths';
import { PREVIEW_PREFIX } from '../preview/paths';

interface Entry {
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
  /** What the first answer carried besides the body's own headers (security headers), minus per-request CORS. */
  headers: OutgoingHttpHeaders;
  /** The raw fast path's whole header lists, flat (`[name, value, ...]`), built once: plain, gzip, not modified. */
  raw: Record<'identity' | 'gzip' | 'notModified', string[]>;
}

export interface ContentCache {
  invalidate(): void;
  readonly size: number;
  /** Moves on with every import (and every invalidate): what the preview copy is rebuilt on (preview/previewCopy.ts). */
  readonly generation: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: ContentCache;
  }
  interface FastifyRequest {
    /** The cache generation when the request arrived: an answer computed across an import is not kept. */
    contentGeneration?: number;
  }
}

/** Browsers and CDNs may reuse an answer for a minute, and serve it while they revalidate for five more. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** Distinct addresses kept (queries included): a client inventing query strings cannot grow memory without bound. */
const MAX_ENTRIES = 1000;
/** Below this, gzip costs more than it saves. */
const GZIP_MIN_BYTES = 1024;
/** Set per request or per body: never copied from the first answer. */
const OWN_HEADERS =
  /^(content-length|content-encoding|content-type|etag|cache-control|vary|access-control-.*|date|connection|keep-alive|transfer-encoding)$/i;

// Never the admin API's reads, however spelled (`/api/%61dmin/session` reaches the same route): they are per operator.
// Nor a preview's: drafts, behind an operator's link, never kept.
const isContentRead = (method: string | undefined, url: string | undefined) =>
  (method === 'GET' || method === 'HEAD') &&
  url !== undefined &&
  url.startsWith('/api/') &&
  !url.startsWith('/api/health') &&
  !url.startsWith(`${PREVIEW_PREFIX}/`) &&
  !isAdminPath(url);

const acceptsGzip = (headers: IncomingMessage['headers']) => /\bgzip\b/.test(String(headers['accept-encoding'] ?? ''));

/** If-None-Match holds this ETag (a list, or *). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`));

/** The cache's store, shared by the raw fast path and the Fastify plugin of one app. */
export function createContentStore() {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    entries,
    get generation() {
      return generation;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
export type ContentStore = ReturnType<typeof createContentStore>;

/** The headers of a hit: the kept ones, this request's (`extra`, e.g. CORS), and those of the variant sent. */
function hitHeaders(
  entry: Pick<Entry, 'headers' | 'etag' | 'gzip'>,
  variant: keyof Entry['raw'],
  body: Buffer | null,
  extra: OutgoingHttpHeaders = {},
) {
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    ...extra,
    etag: entry.etag,
    'cache-control': CONTENT_CACHE_CONTROL,
    vary: 'Origin, Accept-Encoding',
  };
  if (body) {
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = body.length;
    if (variant === 'gzip') headers['content-encoding'] = 'gzip';
  }
  return headers;
}

const flat = (headers: OutgoingHttpHeaders) =>
  Object.entries(headers).flatMap(([name, value]) =>
    Array.isArray(value) ? value.flatMap((item) => [name, item]) : [name, String(value)],
  );

/** Which variant a request gets, and its body. */
function variantFor(entry: Entry, request: IncomingMessage) {
  if (matches(request.headers['if-none-match'], entry.etag)) return { variant: 'notModified' as const, body: null };
  if (entry.gzip !== null && acceptsGzip(request.headers)) return { variant: 'gzip' as const, body: entry.gzip };
  return { variant: 'identity' as const, body: entry.body };
}

/** Status, headers and body of a hit (`extra`: headers earlier hooks set on this request, e.g. CORS). */
function answer(entry: Entry, request: IncomingMessage, extra: OutgoingHttpHeaders) {
  const { variant, body } = variantFor(entry, request);
  const headers = hitHeaders(entry, variant, body, extra);
  return { status: body ? 200 : 304, headers, body: request.method === 'HEAD' ? null : body };
}

/**
 * For the raw HTTP server (Fastify's serverFactory): answers a plain hit and returns true, or returns false to hand
 * the request to Fastify. A cross-origin request (Origin) always goes to Fastify, which decides its CORS headers.
 */
export function serveFromCache(store: ContentStore, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.headers.origin !== undefined || !isContentRead(request.method, request.url)) return false;
  const entry = store.entries.get(request.url!);
  if (!entry) return false;
  // Headers serialised from lists built once: at tens of thousands of answers a second, building them counts.
  const { variant, body } = variantFor(entry, request);
  response.writeHead(body ? 200 : 304, entry.raw[variant]);
  response.end(request.method === 'HEAD' ? undefined : (body ?? undefined));
  return true;
}

export default fp<{ store: ContentStore }>(
  async (app, { store }) => {
    app.decorate('contentCache', {
      invalidate: () => store.invalidate(),
      get size() {
        return store.entries.size;
      },
      get generation() {
        return store.generation;
      },
    });

    const stopWatching = await app.watchContent(() => store.invalidate());
    app.addHook('onClose', () => stopWatching());

    app.addHook('onRequest', async (request, reply) => {
      if (!isContentRead(request.method, request.url)) return;
      request.contentGeneration = store.generation;
      const entry = store.entries.get(request.url);
      if (!entry) return;
      // Written straight to the socket, with the headers earlier hooks set (CORS) kept.
      const { status, headers, body } = answer(entry, request.raw, reply.getHeaders() as OutgoingHttpHeaders);
      reply.hijack();
      reply.raw.writeHead(status, headers);
      reply.raw.end(body ?? undefined);
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      if (request.contentGeneration === undefined || reply.statusCode !== 200 || reply.getHeader('etag')) return payload;
      // An answer its route marked private is never kept for others.
      if (/\bno-store\b|\bprivate\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      const body = Buffer.from(payload);
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(([name]) => !OWN_HEADERS.test(name)),
      ) as OutgoingHttpHeaders;
      const kept = {
        body,
        gzip: body.length >= GZIP_MIN_BYTES ? gzipSync(body) : null,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        headers,
      };
      const entry: Entry = {
        ...kept,
        raw: {
          identity: flat(hitHeaders(kept, 'identity', kept.body)),
          gzip: kept.gzip ? flat(hitHeaders(kept, 'gzip', kept.gzip)) : [],
          notModified: flat(hitHeaders(kept, 'notModified', null)),
        },
      };
      if (request.contentGeneration === store.generation) {
        if (store.entries.size >= MAX_ENTRIES) store.entries.clear();
        store.entries.set(request.url, entry);
      }
      reply.header('etag', entry.etag).header('cache-control', CONTENT_CACHE_CONTROL).header('vary', 'Origin, Accept-Encoding');
      if (matches(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return '';
      }
      if (entry.gzip && acceptsGzip(request.headers)) {
        reply.header('content-encoding', 'gzip');
        return entry.gzip;
      }
      return body;
    });
  },
  { name: 'content-cache', dependencies: ['database'] },
);
