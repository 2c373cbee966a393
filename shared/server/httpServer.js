// The HTTP server under every server of the site (the API, the shell's rendering server, the remotes' file servers,
// the demo partner page): one set of limits on slow or silent clients, so none can hold a connection open
// indefinitely; and the command line and start/stop the site's own servers share.
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { expectation, readSetting } from './settings.js';
import { requireNodeMajor } from './nodeVersion.js';

export { DEFAULT_SERVER_TIMEOUTS } from './settings.js';

/**
 * An http.Server with the limits applied: headers must arrive within `headersMs` and the whole request within
 * `requestMs` (else 408 and the connection closes), a kept-alive connection waits `keepAliveMs` for its next request,
 * and a connection with no traffic either way for `idleMs` is closed (a client that stopped reading).
 * @param {import('./httpServer').ServerTimeouts} timeouts
 * @param {http.RequestListener} listener
 */
export function createTimedServer(timeouts, listener) {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node looks for requests over their time limit every so often (30 s by default, as long as the limits themselves).
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(timeouts.headersMs / 4))),
    },
    listener,
  );
  server.setTimeout(timeouts.idleMs);
  return server;
}

/**
 * The command line of the site's servers: `--port <n>` (0: any free port) and `--host <name>`, plus `options`.
 * A missing or bad port stops the process with `usage` (exit 2), before anything starts. A Node other than the site's
 * stops it too (nodeVersion.js), also a server started by hand (`node shell/dist-server/server.cjs`).
 * @param {{ usage: string, port?: number, options?: import('node:util').ParseArgsConfig['options'], allowPositionals?: boolean }} spec
 */
export function serverArguments({ usage, port, options = {}, allowPositionals = false }) {
  requireNodeMajor(path.basename(process.argv[1] ?? 'this server'));
  const { values, positionals } = parseArgs({
    allowPositionals,
    options: { port: { type: 'string', ...(port === undefined ? {} : { default: String(port) }) }, host: { type: 'string' }, ...options },
  });
  // The same rule as the PORT setting (0: any free port).
  let number;
  try {
    number = values.port === undefined ? undefined : readSetting('PORT', { PORT: values.port });
  } catch {
    number = undefined;
  }
  if (number === undefined) {
    console.error(`usage: ${usage}${values.port === undefined ? '' : `\n--port must be ${expectation('PORT')}, got "${values.port}"`}`);
    process.exit(2);
  }
  return { port: number, host: values.host, values, positionals };
}

/**
 * Runs a server until SIGTERM or SIGINT, which close it (`stop`) and exit 0, so a supervisor's stop never leaves the
 * port held; a port already taken is said in one line instead of a stack trace (exit 1).
 * @param {{ port: number, start: () => Promise<unknown>, stop: () => Promise<unknown> }} server
 */
export async function runUntilStopped({ port, start, stop }) {
  const shutdown = () => stop().then(() => process.exit(0));
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  try {
    await start();
  } catch (error) {
    console.error(error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error);
    process.exit(1);
  }
}
