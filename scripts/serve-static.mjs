// Production static server for one app's dist folder (what `npm start` and the e2e suite run for the remotes and the
// operators' admin).
// CLI: node scripts/serve-static.mjs <distDir> --port 3001 [--host localhost] [--config <file>] [--base-path /admin/]
// --base-path: an app the site shows under that path (the admin, docs/admin.md), reached through the rendering server:
// its files under the path, its page for every other path there, and the page's own headers (below).
// The serving is Fastify's @fastify/static in shared/server/staticServer.js (with the site's slow-client limits and
// headers, tested there); this is only its command line. sirv, serve-handler or http-server have no per-page CSP, no
// config.json from another file and no app under a base path.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runUntilStopped, serverArguments } from '../shared/server/httpServer.js';
import { pageHeaders } from '../shared/server/securityHeaders.js';
import { createStaticServer } from '../shared/server/staticServer.js';

const usage = 'node scripts/serve-static.mjs <distDir> --port <port> [--host <host>] [--config <file>] [--base-path /admin/]';
const {
  port,
  host = 'localhost',
  values,
  positionals: [root],
} = serverArguments({
  usage,
  options: { config: { type: 'string' }, 'base-path': { type: 'string' } },
  allowPositionals: true,
});
if (!root) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const configFile = values.config ?? path.join(root, 'config.json');
const readConfig = () => readFile(configFile, 'utf8').then(JSON.parse, () => ({}));
const basePath = values['base-path'];

/**
 * The admin's page: it loads only its own files and talks only to the API (connect-src), is framed by nobody, frames
 * only the site's own pages (the preview, /preview/...), is never indexed, and is never kept by a browser or a cache
 * (a page shown again after sign-out must not show the inbox).
 */
const adminPageHeaders = async () => ({
  ...pageHeaders({ config: { apiBaseUrl: (await readConfig()).apiBaseUrl ?? '' }, frameAncestors: ["'none'"], frameSources: ["'self'"] }),
  'x-frame-options': 'DENY',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
});

const app = basePath
  ? // The site's config.json is served at the root, where the admin reads it (the same path as through the site).
    createStaticServer({ root, configFile, basePath, pageHeaders: adminPageHeaders })
  : createStaticServer({
      root,
      configFile: values.config,
      // A remote: the shell and partner pages load its entry, chunks, stylesheets and widget.js.
      crossOrigin: true,
      // The standalone page's policy follows the config it runs with (read per page: the file may be rewritten).
      // Without a readable config the page cannot run anyway: it then gets the policy of a page that loads only itself.
      pageHeaders: async () => pageHeaders({ config: await readConfig() }),
    });
await runUntilStopped({ port, start: () => app.listen({ port, host }), stop: () => app.close() });
