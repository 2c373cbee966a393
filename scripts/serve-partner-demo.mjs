// The demo partner page (docs/partner-demo/index.html) on an origin of its own, as a partner's server would serve it.
// CLI: node scripts/serve-partner-demo.mjs --port 3005 [--host localhost]
// The widget URLs come from the same env as config.json (`<APP>_URL` or `<APP>_PORT`), so any ports work.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BASE_SECURITY_HEADERS, createNonce, originOf } from '../shared/server/securityHeaders.js';
import { appBaseUrl } from '../shared/webpack/runtime-config.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const TEMPLATE = path.join(ROOT, 'docs', 'partner-demo', 'index.html');
const require = createRequire(import.meta.url);
// The partner's own React: a different major from the one inside the widgets, loaded as page globals.
const VENDOR = {
  '/vendor/react.production.min.js': require.resolve('react-17/umd/react.production.min.js'),
  '/vendor/react-dom.production.min.js': require.resolve('react-dom-17/umd/react-dom.production.min.js'),
};

const WIDGET_APPS = ['catalogue', 'company', 'contact'];

/**
 * What docs/embedding.md ("Content-Security-Policy") tells a partner to allow, on top of a strict policy of the
 * partner's own: the widgets' origins for scripts and connections, the API for connections and pictures. No inline
 * style or script beyond the page's own (by nonce): the widgets need neither.
 */
export function partnerPolicy(nonce, env = process.env) {
  const widgets = WIDGET_APPS.map((name) => originOf(appBaseUrl(name, env)));
  const api = originOf(appBaseUrl('api', env));
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${widgets.join(' ')}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self' ${api} ${widgets.join(' ')}`,
    `img-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export async function renderDemoPage(nonce, env = process.env) {
  const values = {
    CATALOGUE_URL: appBaseUrl('catalogue', env),
    COMPANY_URL: appBaseUrl('company', env),
    CONTACT_URL: appBaseUrl('contact', env),
    NONCE: nonce,
  };
  const template = await readFile(TEMPLATE, 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => values[name] ?? match);
}

async function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://partner.invalid');
  const send = (status, type, body, headers = {}) =>
    response.writeHead(status, { ...BASE_SECURITY_HEADERS, 'content-type': type, 'cache-control': 'no-cache', ...headers }).end(body);
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'text/plain', 'GET only\n');
  if (url.pathname === '/' || url.pathname === '/index.html') {
    const nonce = createNonce();
    return send(200, 'text/html; charset=utf-8', await renderDemoPage(nonce), { 'content-security-policy': partnerPolicy(nonce) });
  }
  if (VENDOR[url.pathname]) return send(200, 'text/javascript; charset=utf-8', await readFile(VENDOR[url.pathname]));
  return send(404, 'text/plain', 'Not found\n');
}

const { values: args } = parseArgs({ options: { port: { type: 'string', default: '3005' }, host: { type: 'string' } } });
const server = http.createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('Internal error\n');
  });
});
server.listen(Number(args.port), args.host, () => console.log(`partner demo on http://${args.host ?? 'localhost'}:${args.port}/`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
