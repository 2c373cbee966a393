// The built API for the API benchmarks (bench:api, bench:mail, bench:publish, bench:sign-in): on PGlite, and on
// PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server (a scratch database there, dropped afterwards);
// always with the outbox on, its mails going to a mail catcher (maildev) of its own, and posts not rate limited; and an
// operator made as a person makes one.
// Ours: set-up shared by the API benchmarks; processes run through stack.mjs (servers) and execa (commands).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import pg from 'pg';
import { portVariables } from '../../shared/server/config.js';
import { mailCatcherFolder, ROOT, startServer, stopAllServers } from '../stack.mjs';

/**
 * Runs `run(tmp)` with a scratch folder of its own (`starfamily-<name>-…`), then stops every server it started and
 * removes the folder, on Ctrl-C too.
 */
export async function inScratchFolder(name, run) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), `starfamily-${name}-`));
  const stop = async () => {
    await stopAllServers();
    await rm(tmp, { recursive: true, force: true });
  };
  process.once('SIGINT', () => stop().then(() => process.exit(130)));
  try {
    await run(tmp);
  } finally {
    await stop();
  }
}

/** Runs `run(label, env)` with PGlite's settings, then with a scratch PostgreSQL database's if a server is named. */
export async function onEachDatabase(tmp, run) {
  await run('PGlite', { PGLITE_DIR: path.join(tmp, 'pglite'), STORAGE_DIR: path.join(tmp, 'storage'), DATABASE_URL: '' });
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server to measure it too)');
    return;
  }
  const name = `starfamily_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run('PostgreSQL', { DATABASE_URL: url.href, STORAGE_DIR: path.join(tmp, 'storage-pg') });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * The API on `ports.api` with `env` (a database's settings), and its mail catcher: SMTP on `ports.mail`, inbox on
 * `ports.mailbox`. Calls `run(apiUrl, inboxUrl)` and stops both.
 */
export async function withApiAndCatcher(ports, env, run) {
  await rm(mailCatcherFolder(ports.mail), { recursive: true, force: true });
  const catcher = await startServer('mailbox', {
    port: ports.mailbox,
    env: { ...process.env, ...portVariables(ports) },
    onLine: () => undefined,
  });
  try {
    const server = await startServer('api', {
      port: ports.api,
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        CONTACT_RATE_LIMIT: '1000000000/1m',
        SMTP_URL: `smtp://127.0.0.1:${ports.mail}`,
        SALES_EMAIL: 'sales@example.com',
      },
      onLine: () => undefined,
      // A first start migrates, seeds and makes the seed's pictures: minutes on a busy machine.
      timeoutMs: 300_000,
    });
    try {
      await run(`http://127.0.0.1:${ports.api}`, `http://127.0.0.1:${ports.mailbox}`);
    } finally {
      await server.stop();
    }
  } finally {
    await catcher.stop();
    await rm(mailCatcherFolder(ports.mail), { recursive: true, force: true });
  }
}

/** The ids of the first `count` products the API lists. */
export async function productIds(apiUrl, count) {
  const products = await (await fetch(`${apiUrl}/api/products-list`)).json();
  return (Array.isArray(products) ? products : products.data).slice(0, count).map((product) => product.id);
}

/**
 * An operator with a password, made as a person makes one: `npm run operators -- add` with the API's database settings
 * (`env`), then its set-up link through the API at `apiUrl` (`http://…/api`), from `origin` (the admin's).
 */
export async function addOperator({ env, apiUrl, origin, email, role, password }) {
  const { stdout } = await execa(process.execPath, ['api/dist/operators.js', 'add', email, '--role', role], {
    cwd: ROOT,
    env,
    extendEnv: false,
    stdin: 'ignore',
    stderr: 'inherit',
  });
  const token = /#token=([\w-]+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`operators add printed no set-up link:\n${stdout}`);
  const headers = { origin, 'x-csrf-token': 'bench', 'content-type': 'application/json' };
  const setUp = await fetch(`${apiUrl}/admin/setup`, { method: 'POST', headers, body: JSON.stringify({ token, password }) });
  if (setUp.status !== 204) throw new Error(`set-up answered ${setUp.status}: ${await setUp.text()}`);
}
