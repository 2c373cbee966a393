// Load for the server benchmarks (bench:ssr, bench:api): wrk, and a bare Node server answering fixed bytes beside it.
// wrk (C, one thread) because a load generator sharing the 2 cores with the server must cost little: autocannon
// (Node) topped out at ~2,000-4,000 requests/s here, so its figures were its own, not the server's (docs/decisions/0076-load-generator-wrk.md).
// wrk has no bare server to compare against; that server is a few lines of node:http.
import { spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { execa } from 'execa';

/** What a browser asks for: its answers are what a visitor is sent. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/** Exits with a clear line when wrk is not on this machine (it is a Debian package, not an npm one). */
export function requireWrk() {
  if (spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error) {
    console.error('This benchmark needs wrk, the HTTP load generator: apt-get install wrk (Debian), then run it again.');
    process.exit(2);
  }
}

// Counts and percentiles as one JSON line; with `miss`, every request gets a query string never asked for before; with
// a POST body, each request sends it with __N__ replaced by a number never sent before (so no post is a duplicate).
const SCRIPT = `
local counter, stamp = 0, tostring(os.time()) .. tostring(math.random(1e9))
local miss = os.getenv("BENCH_MISS") == "1"
local body = os.getenv("BENCH_POST_BODY")
request = function()
  if body and body ~= "" then
    counter = counter + 1
    return wrk.format("POST", nil, nil, (string.gsub(body, "__N__", stamp .. "-" .. counter)))
  end
  if not miss then return wrk.format(nil) end
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "?bench-miss=" .. stamp .. "-" .. counter)
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('\\nBENCH {"requests":%d,"seconds":%.3f,"p50":%.2f,"p99":%.2f,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1e3, latency:percentile(99) / 1e3,
    e.connect + e.read + e.write + e.timeout, e.status))
end`;

let scriptFile;

/**
 * wrk on `url` for `duration` seconds: { perSecond, p50, p99 (ms), errors (incl. non-2xx/3xx) }. `postBody`: POST it
 * (give its content-type in `headers`), with `__N__` replaced by a new number in each request.
 */
export async function load(url, { connections, duration, headers = {}, miss = false, postBody = '', dir }) {
  scriptFile ??= path.join(dir, 'bench-load.lua');
  await writeFile(scriptFile, SCRIPT);
  const args = [
    '--threads',
    '1',
    '--connections',
    String(connections),
    '--duration',
    `${duration}s`,
    '--timeout',
    '10s',
    '--script',
    scriptFile,
  ];
  for (const [name, value] of Object.entries(headers)) args.push('--header', `${name}: ${value}`);
  const { stdout: output } = await execa('wrk', [...args, url], {
    env: { BENCH_MISS: miss ? '1' : '0', BENCH_POST_BODY: postBody },
    stdin: 'ignore',
    stderr: 'inherit',
  });
  const line = output.split('\n').find((row) => row.startsWith('BENCH '));
  if (!line) throw new Error(`wrk printed no figures: ${output}`);
  const result = JSON.parse(line.slice('BENCH '.length));
  return {
    perSecond: Math.round(result.requests / result.seconds),
    p50: result.p50,
    p99: result.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Headers a server writes for itself, not part of the answer a bare server repeats. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The bytes `url` answers with, as sent (not decoded): `headers` are those that describe them (content type and
 * encoding), `allHeaders` every header of the answer but the per-connection ones.
 */
export function fetchAsSent(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const kept = {};
          for (const name of ['content-type', 'content-encoding']) if (answer.headers[name]) kept[name] = answer.headers[name];
          const allHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_CONNECTION.has(name)));
          resolve({ status: answer.statusCode, body: Buffer.concat(chunks), headers: kept, allHeaders });
        });
        answer.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A bare server in its own process answering `body` with `headers` to every request: the ceiling on this machine. */
export async function startBareServer(port, { body, headers }, dir) {
  // A file, not an environment variable: a page is larger than one variable may be.
  const file = path.join(dir, `bare-${port}.body`);
  await writeFile(file, body);
  const source = `
    const http = require('node:http');
    const body = require('node:fs').readFileSync(process.env.BODY_FILE);
    const headers = { ...JSON.parse(process.env.BODY_HEADERS), 'content-length': body.length };
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BODY_FILE: file, BODY_HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill())));
}
