// The production file server for an app's dist folder: the remotes' servers (scripts/serve-static.mjs) and the
// shell's rendering server, which hands route paths to its renderer (`onRoute`).
import { constants as zlibConstants, createGzip } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { createTimedServer, DEFAULT_SERVER_TIMEOUTS } from './httpServer.js';
import { BASE_SECURITY_HEADERS } from './securityHeaders.js';

// webpack names hashed outputs `[name].[contenthash:8].ext` (also `.js.map`, `.js.LICENSE.txt`, `assets/x.hash.svg`).
const HASHED = /\.[0-9a-f]{8,}\.[^/]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, config.json, remoteEntry.js, mf-manifest.json) must be revalidated on every load,
// or a browser would keep an old remoteEntry.js pointing at chunks that no longer exist.
const REVALIDATE = 'no-cache';
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Unknown paths whose last segment has no extension are client-side routes: answer with the SPA. */
const isRoutePath = (url) => !path.posix.basename(url.split('?')[0]).includes('.');

/** What a build writes: a missing one is a 404, never the app's page (a stale chunk must fail as a chunk). */
const BUILT_FILE = /\.(m?js|css|map|json|txt|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot)$/i;

/** `/admin/` -> the paths an app served under it answers with its page: `/admin` and `/admin/<anything but a built file>`. */
const underBasePath = (basePath, url) => {
  const pathname = url.split('?')[0];
  return pathname === basePath.replace(/\/$/, '') || (pathname.startsWith(basePath) && !BUILT_FILE.test(pathname));
};

/**
 * @param {object} options
 * @param {string} options.root        the dist folder
 * @param {string} [options.configFile] serve /config.json from this file instead of `<root>/config.json`
 *   (lets the e2e stack serve its own config without touching a dist folder a developer's `npm start` uses)
 * @param {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => unknown} [options.onRoute]
 *   answers GET/HEAD of paths that are not files (the site's pages); default: index.html, for client-side routing
 * @param {string[]} [options.hidden] files of the root never served as such (e.g. the renderer's template)
 * @param {boolean} [options.crossOrigin] whether other origins load this server's files (a remote's entry, chunks,
 *   stylesheets, fonts, manifest and widget.js): then every answer but HTML carries `Access-Control-Allow-Origin: *`
 * @param {() => Promise<Record<string, string>>} [options.pageHeaders] headers of HTML answers that did not set their
 *   own Content-Security-Policy (e.g. a remote's standalone page)
 * @param {import('./httpServer').ServerTimeouts} [options.timeouts] limits on slow or silent clients (default: the site's)
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean} [options.beforeFastify]
 *   answers a request on the raw HTTP server and returns true (e.g. a page kept in memory), or returns false to hand it
 *   to Fastify
 * @param {string} [options.basePath] an app that lives under this path of the site (`/admin/`, the operators' admin):
 *   its files are served there, and every other GET/HEAD of `/admin` or `/admin/...` (but a missing built file) is
 *   answered with its index.html, the app's client-side routes
 * @returns {import('fastify').FastifyInstance}
 */
export function createStaticServer({
  root,
  configFile,
  onRoute,
  hidden = [],
  crossOrigin = false,
  pageHeaders,
  timeouts = DEFAULT_SERVER_TIMEOUTS,
  beforeFastify,
  basePath,
}) {
  if (basePath !== undefined && !/^\/[\w-]+\/$/.test(basePath)) throw new Error(`basePath must look like /admin/, got ${basePath}`);
  const app = Fastify({
    logger: false,
    serverFactory: (handler) =>
      createTimedServer(
        timeouts,
        beforeFastify ? (request, response) => beforeFastify(request, response) || handler(request, response) : handler,
      ),
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(BASE_SECURITY_HEADERS);
  });

  // Files are for any origin to load; pages are not (no other site reads our HTML through CORS).
  app.addHook('onSend', async (_request, reply, payload) => {
    const html = /^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''));
    if (!html && crossOrigin) reply.header('access-control-allow-origin', '*');
    if (html && pageHeaders && !reply.hasHeader('content-security-policy')) reply.headers(await pageHeaders());
    return payload;
  });

  // gzip with node:zlib for text responses: JS bundles shrink ~4x; level 6 costs a few ms per file.
  app.addHook('onSend', async (request, reply, payload) => {
    // An answer compressed already (the rendering server's kept pages) is sent as it is.
    if (reply.statusCode !== 200 || request.method === 'HEAD' || payload == null || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // An answer that varies on more (the rendering server's pages: the device class too) keeps its own list.
    if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return payload;
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    const gzip = createGzip({ level: zlibConstants.Z_DEFAULT_COMPRESSION });
    if (typeof payload.pipe === 'function') return payload.pipe(gzip);
    gzip.end(payload);
    return gzip;
  });

  if (configFile) {
    app.get('/config.json', async (_request, reply) => {
      // Read on every request: the file may be rewritten while the server runs (no rebuild, no restart).
      const body = await readFile(configFile, 'utf8').catch(() => null);
      if (body === null) return reply.code(404).send({ error: `config file not found: ${configFile}` });
      return reply.header('cache-control', REVALIDATE).type('application/json').send(body);
    });
  }

  app.register(fastifyStatic, {
    root: path.resolve(root),
    ...(basePath ? { prefix: basePath } : {}),
    cacheControl: false, // set below, per file
    dotfiles: 'ignore', // e.g. the build stamp
    index: onRoute ? false : ['index.html'],
    allowedPath: (pathName) => !hidden.includes(pathName.replace(/^\/+/, '')),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', HASHED.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (basePath) {
      if (read && underBasePath(basePath, request.url)) return reply.header('cache-control', REVALIDATE).sendFile('index.html');
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (read && isRoutePath(request.url)) {
      if (onRoute) return onRoute(request, reply);
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}

/** Starts a server and resolves once it listens; returns the fastify instance (call `.close()` to stop). */
export async function serveStatic({ port, host = 'localhost', ...options }) {
  const app = createStaticServer(options);
  await app.listen({ port, host });
  return app;
}
