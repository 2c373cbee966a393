// `npm run bench:api`: the API's list endpoints under load (autocannon, 50 connections), each measured side by side
// with a bare Node server that answers the same bytes from memory in its own process: the ceiling on this machine.
// Prints requests/s, p99 latency and the API's share of the bare server's throughput; asserts nothing.
// Runs on PGlite (the default), and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server (a
// scratch database is created there and dropped afterwards). Builds the API first if its build is stale.
// CLI: node scripts/bench-api.mjs [--duration seconds] [--connections N]
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { build } from './build.mjs';
import { startServer, stopAllServers } from './stack.mjs';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const DURATION = Math.max(1, Number(values.duration) || 10);
const CONNECTIONS = Math.max(1, Number(values.connections) || 50);
const ENDPOINTS = ['/api/products-list', '/api/service', '/api/projects-list', '/api/event_list', '/api/teams-list'];
const BASE_PORT = Number(process.env.BENCH_API_PORT ?? 24500);

/** A bare server in its own process answering `body` (with the API's content type) to every request. */
async function startBareServer(port, body) {
  const source = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY, 'base64');
    http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }); res.end(body); })
      .listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { env: { ...process.env, BODY: body.toString('base64') }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill())));
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(label, apiUrl) {
  const rows = [];
  for (const [index, endpoint] of ENDPOINTS.entries()) {
    const body = Buffer.from(await (await fetch(`${apiUrl}${endpoint}`)).arrayBuffer());
    const barePort = BASE_PORT + 100 + index;
    const stopBare = await startBareServer(barePort, body);
    try {
      await load(`${apiUrl}${endpoint}`); // warm-up run is not counted: the first requests fill the cache
      const api = await load(`${apiUrl}${endpoint}`);
      const bare = await load(`http://127.0.0.1:${barePort}/`);
      rows.push({ endpoint, bytes: body.length, api, bare });
    } finally {
      await stopBare();
    }
  }
  console.log(`\n${label}: autocannon ${CONNECTIONS} connections, ${DURATION} s per run (no compression requested)`);
  console.log('endpoint              bytes   API req/s  p99 ms   bare req/s  p99 ms   API/bare');
  for (const { endpoint, bytes, api, bare } of rows) {
    console.log(
      `${endpoint.padEnd(20)} ${String(bytes).padStart(6)}  ${api.requests.average.toFixed(0).padStart(9)}  ${String(api.latency.p99).padStart(6)}  ${bare.requests.average.toFixed(0).padStart(10)}  ${String(bare.latency.p99).padStart(6)}  ${(api.requests.average / bare.requests.average).toFixed(2).padStart(8)}` +
        (api.non2xx > 0 || api.errors > 0 ? `  (API: ${api.non2xx} non-2xx, ${api.errors} errors)` : ''),
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

