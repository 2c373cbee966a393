// Content answers from memory. Content changes only when an operator imports a bundle, so every content GET is kept
// as the bytes it was sent as (and gzip of them), with a strong ETag: later requests never touch the database, a
// client or CDN holding the same ETag gets 304, and an import anywhere on the database empties every instance's cache
// at once (watchContent: PostgreSQL LISTEN/NOTIFY).
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface Entry {
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: { invalidate(): void; readonly size: number };
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

const isContentRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/api/') && !request.url.startsWith('/api/health');

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** If-None-Match holds this ETag (a list, or *). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`));

/**
 * A hit is written straight to the socket, past Fastify's serialisation and onSend hooks (nothing there applies to
 * bytes already made), with the headers earlier hooks set (CORS) kept.
 */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  const notModified = matches(request.headers['if-none-match'], entry.etag);
  const gzip = !notModified && entry.gzip !== null && acceptsGzip(request);
  const body = notModified ? null : gzip ? entry.gzip! : entry.body;
  const headers: Record<string, string | number | string[]> = {
    ...(reply.getHeaders() as Record<string, string | number | string[]>),
    etag: entry.etag,
    'cache-control': CONTENT_CACHE_CONTROL,
    vary: 'accept-encoding',
  };
  if (body) {
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = body.length;
    if (gzip) headers['content-encoding'] = 'gzip';
  }
  reply.hijack();
  reply.raw.writeHead(notModified ? 304 : 200, headers);
  reply.raw.end(request.method === 'HEAD' ? undefined : (body ?? undefined));
}

export default fp(
  async (app) => {
    const entries = new Map<string, Entry>();
    let generation = 0;
    const invalidate = () => {
      generation += 1;
      entries.clear();
    };
    app.decorate('contentCache', {
      invalidate,
      get size() {
        return entries.size;
      },
    });

    const stopWatching = await app.watchContent(invalidate);
    app.addHook('onClose', () => stopWatching());

    app.addHook('onRequest', async (request, reply) => {
      if (!isContentRead(request)) return;
      request.contentGeneration = generation;
      const entry = entries.get(request.url);
      if (entry) sendEntry(request, reply, entry);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.contentGeneration === undefined || reply.statusCode !== 200 || reply.getHeader('etag')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      const body = Buffer.from(payload);
      const entry: Entry = {
        body,
        gzip: body.length >= GZIP_MIN_BYTES ? gzipSync(body) : null,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      };
      if (request.contentGeneration === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(request.url, entry);
      }
      reply.header('etag', entry.etag).header('cache-control', CONTENT_CACHE_CONTROL).header('vary', 'accept-encoding');
      if (matches(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return '';
      }
      if (entry.gzip && acceptsGzip(request)) {
        reply.header('content-encoding', 'gzip');
        return entry.gzip;
      }
      return body;
    });
  },
  { name: 'content-cache', dependencies: ['database'] },
);
