// The demo partner page (docs/partner-demo/index.html) on an origin of its own, as a partner's server would serve it.
// CLI: node scripts/serve-partner-demo.mjs [--port 3005] [--host localhost]
// The widget URLs come from the same env as config.json (`<APP>_URL` or `<APP>_PORT`), so any ports work.
// Ours, not a static server: the page is rendered per request with the widget URLs from
// the settings and a fresh CSP nonce, on the site's timed HTTP server (shared/server/httpServer.js).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appBaseUrl, portOf, REMOTE_NAMES } from '../shared/server/config.js';
import { createTimedServer, DEFAULT_SERVER_TIMEOUTS, runUntilStopped, serverArguments } from '../shared/server/httpServer.js';
import { BASE_SECURITY_HEADERS, createNonce, partnerPolicy } from '../shared/server/securityHeaders.js';

const TEMPLATE = path.resolve(import.meta.dirname, '..', 'docs', 'partner-demo', 'index.html');
const require = createRequire(import.meta.url);
// The partner's own React: a different major from the one inside the widgets, loaded as page globals.
const VENDOR = {
  '/vendor/react.production.min.js': require.resolve('react-17/umd/react.production.min.js'),
  '/vendor/react-dom.production.min.js': require.resolve('react-dom-17/umd/react-dom.production.min.js'),
};

// Read at start, so a bad URL stops the server naming its variable.
const WIDGET_URLS = Object.fromEntries(REMOTE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, appBaseUrl(name)]));
const API_BASE_URL = appBaseUrl('api');

async function renderDemoPage(nonce) {
  const values = { ...WIDGET_URLS, NONCE: nonce };
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
    const policy = partnerPolicy({ nonce, widgetUrls: Object.values(WIDGET_URLS), apiBaseUrl: API_BASE_URL });
    return send(200, 'text/html; charset=utf-8', await renderDemoPage(nonce), { 'content-security-policy': policy });
  }
  if (VENDOR[url.pathname]) return send(200, 'text/javascript; charset=utf-8', await readFile(VENDOR[url.pathname]));
  return send(404, 'text/plain', 'Not found\n');
}

const { port, host } = serverArguments({
  usage: 'node scripts/serve-partner-demo.mjs [--port <port>] [--host <host>]',
  port: portOf('partner'),
});
const server = createTimedServer(DEFAULT_SERVER_TIMEOUTS, (request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('Internal error\n');
  });
});
await runUntilStopped({
  port,
  start: () =>
    new Promise((resolve, reject) => {
      server.once('error', reject).listen(port, host, resolve);
    }).then(() => console.log(`partner demo on http://${host ?? 'localhost'}:${port}/`)),
  stop: () => new Promise((resolve) => server.close(resolve)),
});
