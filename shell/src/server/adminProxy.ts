// The operators' admin on the site (docs/admin.md): GET/HEAD of /admin and /admin/... are forwarded to the admin's own
// static server (ADMIN_URL) and its answer streamed back, so the admin's origin is the site's. node:http, not fetch:
// fetch would decompress the admin's gzip, which is sent on as it is.
import http from 'node:http';
import https from 'node:https';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the admin's server says of its answer that the browser needs; hop-by-hop headers stay behind. */
const ANSWER_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'content-security-policy',
  'x-frame-options',
];
/** What the browser says that the admin's server answers on (compression, revalidation). */
const REQUEST_HEADERS = ['accept', 'accept-encoding', 'if-none-match', 'if-modified-since'];

/** Never indexed, whatever the admin's server sent. */
export const ADMIN_ROBOTS = 'noindex, nofollow';

/** Where the admin lives on the site. Server-side only: no byte of the admin, not even its path, in the public pages' scripts. */
export const ADMIN_PATH = '/admin';

export const isAdminPath = (pathname: string) => pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);

/** robots.txt (shared's robotsTxt) with the admin disallowed for every crawler. */
export const disallowAdmin = (robots: string) => robots.replace(/^Allow: \/$/m, `Allow: /\nDisallow: ${ADMIN_PATH}`);

export function createAdminProxy(adminUrl: string, timeoutMs = 10_000) {
  const base = new URL(adminUrl);
  const client = base.protocol === 'https:' ? https : http;

  // Not an async handler: Fastify would take its promise's `undefined` for a second, empty answer while the stream's
  // headers wait for the site's (async) onSend hooks.
  return function forwardToAdmin(request: FastifyRequest, reply: FastifyReply): void {
    const headers = Object.fromEntries(REQUEST_HEADERS.flatMap((name) => (request.headers[name] ? [[name, request.headers[name]]] : [])));
    const outgoing = client.request(new URL(request.url, base), { method: request.method, headers, timeout: timeoutMs }, (answer) => {
      reply.code(answer.statusCode ?? 502);
      for (const name of ANSWER_HEADERS) {
        const value = answer.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      reply.header('x-robots-tag', ADMIN_ROBOTS);
      // The admin's page is never kept (a page shown again after sign-out must not show the inbox).
      if (/^text\/html\b/.test(String(answer.headers['content-type'] ?? ''))) reply.header('cache-control', 'no-store');
      void reply.send(answer);
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.once('error', (error) => {
      console.error(`[admin] ${request.method} ${request.url}: ${error.message}`);
      if (reply.sent || reply.raw.headersSent) return;
      void reply
        .code(502)
        .header('x-robots-tag', ADMIN_ROBOTS)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The admin is not reachable just now. Try again in a moment.');
    });
    outgoing.end();
  };
}
