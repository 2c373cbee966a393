// Production static server for one app's dist folder (what `npm start` and the e2e suite run for the remotes).
// CLI: node scripts/serve-static.mjs <distDir> --port 3001 [--host localhost] [--config <file>]
import { parseArgs } from 'node:util';
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
try {
  const app = await serveStatic({ root, port, host: values.host, configFile: values.config });
  const stop = () => app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(error.code === 'EADDRINUSE' ? `port ${error.port ?? ''} is already in use` : error);
  process.exit(1);
}
