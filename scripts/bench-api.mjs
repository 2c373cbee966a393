// `npm run bench:api`: the API's list endpoints under load (wrk, 50 connections, asking for compression as browsers do), each measured side by side
// with a bare Node server that answers the same bytes from memory in its own process: the ceiling on this machine.
// Prints requests/s, p99 latency and the API's share of the bare server's throughput; asserts nothing.
// Runs on PGlite (the default), and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server (a
// scratch database is created there and dropped afterwards). Builds the API first if its build is stale.
// CLI: node scripts/bench-api.mjs [--duration seconds] [--connections N]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BROWSER_HEADERS, fetchAsSent, load as loadWith, requireWrk, startBareServer } from './bench/load.mjs';
import { build } from './build.mjs';
import { readPort } from '../shared/server/config.js';
import { startServer, stopAllServers } from './stack.mjs';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const DURATION = Math.max(1, Number(values.duration) || 10);
const CONNECTIONS = Math.max(1, Number(values.connections) || 50);
const ENDPOINTS = ['/api/products-list', '/api/service', '/api/projects-list', '/api/event_list', '/api/teams-list'];
const BASE_PORT = readPort(process.env, 'BENCH_API_PORT', 24500);

const load = (url) => loadWith(url, { connections: CONNECTIONS, duration: DURATION, headers: BROWSER_HEADERS, dir: tmp });

async function measure(label, apiUrl) {
  const rows = [];
  for (const [index, endpoint] of ENDPOINTS.entries()) {
    const sent = await fetchAsSent(`${apiUrl}${endpoint}`, BROWSER_HEADERS);
    const barePort = BASE_PORT + 100 + index;
    const stopBare = await startBareServer(barePort, sent, tmp);
    try {
      await load(`${apiUrl}${endpoint}`); // warm-up run is not counted: the first requests fill the cache
      const api = await load(`${apiUrl}${endpoint}`);
      const bare = await load(`http://127.0.0.1:${barePort}/`);
      rows.push({ endpoint, bytes: sent.body.length, encoding: sent.headers['content-encoding'] ?? 'identity', api, bare });
    } finally {
      await stopBare();
    }
  }
  console.log(`\n${label}: wrk ${CONNECTIONS} connections, ${DURATION} s per run, accept-encoding "${BROWSER_HEADERS['accept-encoding']}"`);
  console.log('endpoint             bytes sent   API req/s  p99 ms   bare req/s  p99 ms   API/bare');
  for (const { endpoint, bytes, encoding, api, bare } of rows) {
    console.log(
      `${endpoint.padEnd(20)} ${`${bytes} ${encoding}`.padStart(11)}  ${String(api.perSecond).padStart(9)}  ${api.p99.toFixed(1).padStart(6)}  ${String(bare.perSecond).padStart(10)}  ${bare.p99.toFixed(1).padStart(6)}  ${(api.perSecond / bare.perSecond).toFixed(2).padStart(8)}` +
        (api.errors > 0 ? `  (API: ${api.errors} errors or non-2xx)` : ''),
    );
  }
}

async function withApi(label, env, run) {
  const server = await startServer('api', { port: BASE_PORT, env: { ...process.env, ...env, NODE_ENV: 'production', API_PORT: String(BASE_PORT) }, onLine: () => undefined });
  try {
    await run(`http://127.0.0.1:${BASE_PORT}`);
  } finally {
    await server.stop();
  }
}

requireWrk();
await build({ names: ['api'], log: (line) => console.error(line) });
const tmp = await mkdtemp(path.join(os.tmpdir(), 'starfamily-bench-api-'));
const stop = async () => {
  await stopAllServers();
  await rm(tmp, { recursive: true, force: true });
};
process.once('SIGINT', () => stop().then(() => process.exit(130)));
try {
  const pgliteEnv = { PGLITE_DIR: path.join(tmp, 'pglite'), STORAGE_DIR: path.join(tmp, 'storage'), DATABASE_URL: '' };
  await withApi('PGlite', pgliteEnv, (url) => measure('PGlite', url));

  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `starfamily_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await withApi('PostgreSQL', { DATABASE_URL: url.href, STORAGE_DIR: path.join(tmp, 'storage-pg') }, (apiUrl) => measure('PostgreSQL', apiUrl));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server to measure it too)');
  }
} finally {
  await stop();
}

