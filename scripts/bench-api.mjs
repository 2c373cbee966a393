// `npm run bench:api`: the API's list endpoints under load (wrk, 50 connections, asking for compression as browsers do), each measured side by side
// with a bare Node server that answers the same bytes from memory in its own process: the ceiling on this machine.
// Prints requests/s, p99 latency and the API's share of the bare server's throughput; asserts nothing.
// Then POST /api/enquiries (a two-line quote, each post a new sender so none is a duplicate) with the outbox on: every
// enquiry queues a mail, which the API's worker sends to a mail catcher (maildev) during the run.
// Runs on PGlite (the default), and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server (a
// scratch database is created there and dropped afterwards). Builds the API first if its build is stale.
// CLI: node scripts/bench-api.mjs [--duration seconds] [--connections N]
// Ours: the load is wrk's (bench/load.mjs); a bare server beside each endpoint, on both databases, with the outbox
// sending to a catcher, is the benchmark itself, which no load tool sets up.
import { BROWSER_HEADERS, fetchAsSent, load as loadWith, requireWrk, startBareServer } from './bench/load.mjs';
import { build } from './build.mjs';
import { inScratchFolder, onEachDatabase, productIds, withApiAndCatcher } from './bench/api.mjs';
import { countOptions } from './bench/options.mjs';
import { readSetting } from '../shared/server/settings.js';

const { duration: DURATION, connections: CONNECTIONS } = countOptions({ duration: 10, connections: 50 });
const ENDPOINTS = ['/api/products-list', '/api/service', '/api/projects-list', '/api/event_list', '/api/teams-list'];
const BASE_PORT = readSetting('BENCH_API_PORT');

/** The run's scratch folder (wrk's scripts, the bare servers' bodies). */
let tmp;
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
  rows.push(await measureEnquiryPosts(apiUrl, BASE_PORT + 100 + ENDPOINTS.length));
  console.log(`\n${label}: wrk ${CONNECTIONS} connections, ${DURATION} s per run, accept-encoding "${BROWSER_HEADERS['accept-encoding']}"`);
  console.log('endpoint             bytes sent   API req/s  p99 ms   bare req/s  p99 ms   API/bare');
  for (const { endpoint, bytes, encoding, api, bare } of rows) {
    console.log(
      `${endpoint.padEnd(20)} ${`${bytes} ${encoding}`.padStart(11)}  ${String(api.perSecond).padStart(9)}  ${api.p99.toFixed(1).padStart(6)}  ${String(bare.perSecond).padStart(10)}  ${bare.p99.toFixed(1).padStart(6)}  ${(api.perSecond / bare.perSecond).toFixed(2).padStart(8)}` +
        (api.errors > 0 ? `  (API: ${api.errors} errors or non-2xx)` : ''),
    );
  }
}

/** POST /api/enquiries under wrk, beside a bare server answering its 201 bytes. */
async function measureEnquiryPosts(apiUrl, barePort) {
  const [first, second] = await productIds(apiUrl, 2);
  const body = JSON.stringify({
    full_name: 'Bench Buyer',
    email: 'bench-__N__@example.com',
    company: 'Bench Trading',
    lines: [
      { product_id: first, quantity: 2, note: 'Grade 1, 60 kg bags' },
      { product_id: second, quantity: 1 },
    ],
  });
  const headers = { 'content-type': 'application/json' };
  const sample = await fetch(`${apiUrl}/api/enquiries`, { method: 'POST', headers, body: body.replace('__N__', `sample-${process.pid}`) });
  if (sample.status !== 201) throw new Error(`POST /api/enquiries answered ${sample.status}: ${await sample.text()}`);
  const sent = { body: Buffer.from(await sample.text()), headers: { 'content-type': sample.headers.get('content-type') } };
  const stopBare = await startBareServer(barePort, sent, tmp);
  try {
    const post = (url) => loadWith(url, { connections: CONNECTIONS, duration: DURATION, headers, postBody: body, dir: tmp });
    await post(`${apiUrl}/api/enquiries`); // warm-up, not counted
    const api = await post(`${apiUrl}/api/enquiries`);
    const bare = await post(`http://127.0.0.1:${barePort}/`);
    return { endpoint: 'POST /api/enquiries', bytes: sent.body.length, encoding: 'identity', api, bare };
  } finally {
    await stopBare();
  }
}

requireWrk();
await build({ names: ['api'], log: (line) => console.error(line) });
const ports = { api: BASE_PORT, mail: BASE_PORT + 201, mailbox: BASE_PORT + 202 };
await inScratchFolder('bench-api', (dir) => {
  tmp = dir;
  return onEachDatabase(tmp, (label, env) => withApiAndCatcher(ports, env, (apiUrl) => measure(label, apiUrl)));
});
