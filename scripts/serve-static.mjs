// Production static server for one app's dist folder (what `npm start` and the e2e suite run for the remotes).
// CLI: node scripts/serve-static.mjs <distDir> --port 3001 [--host localhost] [--config <file>]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pageHeaders } from '../shared/server/securityHeaders.js';
import { serveStatic } from '../shared/server/staticServer.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, host: { type: 'string' }, config: { type: 'string' } },
});
const [root] = positionals;
const port = Number(values.port);
if (!root || !Number.isInteger(port)) {
  console.error('usage: node scripts/serve-static.mjs <distDir> --port <port> [--host <host>] [--config <file>]');
  process.exit(2);
}
const configFile = values.config ?? path.join(root, 'config.json');
// The standalone page's policy follows the config it runs with (read per page: the file may be rewritten).
// Without a readable config the page cannot run anyway: it then gets the policy of a page that loads only itself.
const standalonePageHeaders = async () => {
  const config = await readFile(configFile, 'utf8').then(JSON.parse, () => ({}));
  return pageHeaders({ apiBaseUrl: String(config.apiBaseUrl ?? ''), scriptUrls: Object.values(config.remotes ?? {}) });
};
try {
  const app = await serveStatic({
    root,
    port,
    host: values.host,
    configFile: values.config,
    // A remote: the shell and partner pages load its entry, chunks, stylesheets and widget.js.
    crossOrigin: true,
    pageHeaders: standalonePageHeaders,
  });
  const stop = () => app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(error.code === 'EADDRINUSE' ? `port ${error.port ?? ''} is already in use` : error);
  process.exit(1);
}
