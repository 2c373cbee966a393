// Starts the production stack once for the whole run, on test ports, with a fresh database and storage folder, and
// beside it the four apps' development builds (same API), for the hydration check React makes only in development.
// Tests find it through E2E_STACK (env set here is inherited by the workers) and stop/start single servers
// through a tiny HTTP control endpoint, because the server processes belong to this (the runner's) process.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from '../scripts/build.mjs';
import { nodeVersionProblem } from '../shared/server/nodeVersion.js';
import {
  APPS,
  SERVERS,
  publicUrl,
  stackEnv,
  startServer,
  startStack,
  stopAllServers,
  stopServer,
  writeRuntimeConfigs,
} from '../scripts/stack.mjs';
import { startStackLock } from './e2e/support/stackLock.mjs';

export default async function globalSetup(config) {
  const wrongNode = nodeVersionProblem('The e2e suite');
  if (wrongNode) throw new Error(wrongNode);
  const ports = config.metadata.ports;
  const startedAt = Date.now();
  // Builds only what is stale, so a run after a source edit never tests an old bundle.
  await build({ log: (line) => console.log(line) });
  await build({ variant: 'development', log: (line) => console.log(line) });

  const tmp = await mkdtemp(path.join(os.tmpdir(), 'starfamily-e2e-'));
  const base = { ...process.env };
  // Always an isolated, freshly seeded PGlite, never a developer's or CI's PostgreSQL.
  delete base.DATABASE_URL;
  delete base.CORS_ORIGINS;
  delete base.PARTNER_ORIGINS;
  // Mails to sales always go to the stack's own catcher (maildev), whose inbox tests read (support/mailCatcher.ts).
  delete base.SMTP_URL;
  const env = stackEnv(ports, {
    ...base,
    NODE_ENV: 'production',
    PGLITE_DIR: path.join(tmp, 'pglite'),
    STORAGE_DIR: path.join(tmp, 'storage'),
    LOADER_MS: '300', // the 3 s default is checked by the `npm start` test
    CONTACT_RATE_LIMIT: '1000/1m', // the suite sends many messages from one address; the API tests cover the limit
    // A remote that was stopped by one test renders on the server again soon after it is back.
    SSR_REMOTE_RETRY_MS: '2000',
    // Two rendering processes whatever the machine: pages kept across processes are part of what is tested.
    SSR_WORKERS: '2',
  });
  // Served by the test servers in place of dist/config.json, which belongs to `npm start`.
  const configFiles = await writeRuntimeConfigs(env, path.join(tmp, 'config'));

  // Server output, for when a test fails for a reason only the API's log explains.
  const log = createWriteStream(path.join(import.meta.dirname, 'e2e-stack.log'));
  const onLine = (name, line) => log.write(`[${name}] ${line}\n`);
  // The development builds' servers: their own ports and config.json (remotes at those ports), the same API.
  const devEnv = stackEnv({ ...ports, ...ports.dev }, { ...env, SSR_WORKERS: '1' });
  const devConfigFiles = await writeRuntimeConfigs(devEnv, path.join(tmp, 'config-dev'));
  let stack;
  const devServers = [];
  try {
    stack = await startStack({ ports, env, configFiles, onLine });
    for (const app of APPS) {
      devServers.push(
        await startServer(app, {
          port: ports.dev[app],
          env: devEnv,
          configFile: devConfigFiles[app],
          out: 'dist-dev',
          onLine: (name, line) => onLine(`${name}-dev`, line),
        }),
      );
    }
  } catch (error) {
    await Promise.all(devServers.map((server) => stopServer(server)));
    await stack?.stopAll();
    await rm(tmp, { recursive: true, force: true });
    log.end();
    throw error;
  }

  // One action at a time per server: a test abandoned at its timeout may still ask to start the API while its fixture's
  // teardown (or the stack guard) does the same, and two starts at once would race for the port.
  const queues = new Map();
  const serially = (name, task) => {
    const done = (queues.get(name) ?? Promise.resolve()).then(() => task());
    queues.set(
      name,
      done.catch(() => undefined),
    );
    return done;
  };
  const control = http.createServer((request, response) => {
    const [, action, name] = request.url?.split('/') ?? [];
    const reply = (status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || !['start', 'stop'].includes(action) || !SERVERS.includes(name)) {
      return reply(404, { error: 'POST /start/<name> or /stop/<name>' });
    }
    serially(name, () => stack[action](name)).then(
      () => reply(200, { ok: true }),
      (error) => reply(500, { error: String(error?.message ?? error) }),
    );
  });
  await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
  // Two workers share this stack: tests that only read it run side by side, a spec that changes it runs alone
  // (support/test.ts, `changesStack`).
  const lock = await startStackLock();

  process.env.E2E_STACK = JSON.stringify({
    urls: Object.fromEntries(SERVERS.map((name) => [name, publicUrl(name, env)])),
    apiBaseUrl: publicUrl('api', env).replace(/\/api$/, ''),
    control: `http://127.0.0.1:${control.address().port}`,
    lock: lock.port,
    configFiles,
    apps: APPS,
    dev: { urls: Object.fromEntries(APPS.map((name) => [name, publicUrl(name, devEnv)])) },
  });
  console.log(`e2e stack ready in ${((Date.now() - startedAt) / 1000).toFixed(1)}s (${publicUrl('shell', env)})`);

  return async () => {
    control.close();
    await lock.close();
    await Promise.all(devServers.map((server) => stopServer(server)));
    await stack.stopAll();
    await stopAllServers(); // anything a test restarted and left behind
    log.end();
    await rm(tmp, { recursive: true, force: true });
  };
}
