// The HTTP server under Fastify (its serverFactory): limits on slow or silent clients, and content reads already in
// memory answered before Fastify parses anything (plugins/contentCache.ts).
import http from 'node:http';
import type { ServerTimeouts } from './config';
import { serveFromCache, type ContentStore } from './plugins/contentCache';

export function createHttpServer(handler: http.RequestListener, store: ContentStore, timeouts: ServerTimeouts): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node looks for requests over their time limit every so often (30 s by default, as long as the limits themselves).
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(timeouts.headersMs / 4))),
    },
    (request, response) => {
      if (!serveFromCache(store, request, response)) handler(request, response);
    },
  );
  server.setTimeout(timeouts.idleMs);
  return server;
}
