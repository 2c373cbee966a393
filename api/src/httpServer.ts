// The HTTP server under Fastify (its serverFactory): the site's limits on slow or silent clients, and content reads
// already in memory answered before Fastify parses anything (plugins/contentCache.ts).
import type http from 'node:http';
import { createTimedServer, type ServerTimeouts } from '@starfamily/shared/server/http';
import { serveFromCache, type ContentStore } from './plugins/contentCache';

export function createHttpServer(handler: http.RequestListener, store: ContentStore, timeouts: ServerTimeouts): http.Server {
  return createTimedServer(timeouts, (request, response) => {
    if (!serveFromCache(store, request, response)) handler(request, response);
  });
}
