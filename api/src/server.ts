// Starts the API with settings from the environment (see config.ts and README.md).
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { readConfig } from './config';
import { requireNodeMajor } from '@starfamily/shared/server/node-version';

requireNodeMajor('The API');
const config = readConfig();
const app = await buildApp({
  database: config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.pgliteDir },
  storageDir: config.storageDir,
  corsOrigins: config.corsOrigins,
  production: config.production,
  contactRateLimit: config.contactRateLimit,
  mail: config.mail,
  trustProxy: config.trustProxy,
  timeouts: config.timeouts,
  admin: config.admin,
  schedulePollMs: config.schedulePollMs,
  mediaMaxBytes: config.mediaMaxBytes,
  logger: { level: 'info' },
  // Operators' commands on the embedded database go through the running API (PostgreSQL needs no such door).
  operatorEndpoint: config.databaseUrl ? undefined : { pgliteDir: config.pgliteDir },
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // app.close() runs the database plugin's onClose hook, so PGlite flushes and the pg pool ends.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

try {
  // Bound to 0.0.0.0, fastify logs one line per network interface; operators get exactly one line instead.
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = 'info';
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`StarFamily API listening on http://${config.host}:${port} (storage: ${config.storageDir})`);
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}
