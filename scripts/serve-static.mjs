// Production static server for one app's dist folder (what `npm start` and the e2e suite run for the remotes).
// CLI: node scripts/serve-static.mjs <distDir> --port 3001 [--host localhost] [--config <file>]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runUntilStopped, serverArguments } from '../shared/server/httpServer.js';
import { pageHeaders } from '../shared/server/securityHeaders.js';
import { createStaticServer } from '../shared/server/staticServer.js';

const usage = 'node scripts/serve-static.mjs <distDir> --port <port> [--host <host>] [--config <file>]';
const { port, host = 'localhost', values, positionals: [root] } = serverArguments({ usage, options: { config: { type: 'string' } }, allowPositionals: true });
if (!root) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const configFile = values.config ?? path.join(root, 'config.json');
const app = createStaticServer({
  root,
  configFile: values.config,
  // A remote: the shell and partner pages load its entry, chunks, stylesheets and widget.js.
  crossOrigin: true,
  // The standalone page's policy follows the config it runs with (read per page: the file may be rewritten).
  // Without a readable config the page cannot run anyway: it then gets the policy of a page that loads only itself.
  pageHeaders: async () => pageHeaders({ config: await readFile(configFile, 'utf8').then(JSON.parse, () => ({})) }),
});
await runUntilStopped({ port, start: () => app.listen({ port, host }), stop: () => app.close() });
