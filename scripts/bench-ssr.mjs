// `npm run bench:ssr`: the rendering server under load (autocannon), per route: pages/s, p50 and p99 for kept pages
// (warm) and for pages rendered afresh (misses: a query string no one asked for before), each beside a bare Node
// server answering the same bytes from memory in the same run; a burst of concurrent requests for a page not kept
// (how many renders it caused); and the time from a content import to the new text on every rendering server.
// Prints figures and asserts nothing (README "Benchmarks"). Builds what is stale; runs its own stack on scratch data.
// CLI: node scripts/bench-ssr.mjs [--duration seconds] [--connections N] [--burst N]
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build } from './build.mjs';
import { ROOT, startScratchStack, stopAllServers } from './stack.mjs';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '6' }, connections: { type: 'string', default: '50' }, burst: { type: 'string', default: '200' } },
});
const DURATION = Math.max(1, Number(values.duration) || 6);
const CONNECTIONS = Math.max(1, Number(values.connections) || 50);
const BURST = Math.max(1, Number(values.burst) || 200);
const BASE = Number(process.env.BENCH_SSR_PORT_BASE ?? 27000);
const log = (line) => console.error(line);

/** A bare server in its own process answering `body` as HTML to every request: the ceiling on this machine. */
async function startBareServer(port, body, dir) {
  // A file, not an environment variable: a page is larger than one variable may be.
  const file = path.join(dir, `bare-${port}.html`);
  await writeFile(file, body);
  const source = `
    const http = require('node:http');
    const body = require('node:fs').readFileSync(process.env.BODY_FILE);
    http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }); res.end(body); })
      .listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { env: { ...process.env, BODY_FILE: file }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill())));
}

/** autocannon on `url`; `miss` makes every request's URL new (a query string never asked for), so each is rendered. */
function load(url, { connections = CONNECTIONS, miss = false } = {}) {
  let counter = 0;
  const stamp = Date.now();
  const requests = miss
    ? [{ setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}?bench-miss=${stamp}-${(counter += 1)}` }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, pipelining: 1, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const figures = (result) => ({
  perSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

/** A second rendering server on the same API and remotes: one process on its own port. */
async function startSecondShell(configFile, port) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'exit-with-parent.mjs'), path.join(ROOT, 'shell', 'dist-server', 'server.cjs'), '--port', String(port), '--dist', path.join(ROOT, 'shell', 'dist'), '--config', configFile],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', SSR_WORKERS: '1' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => /rendering server on/.test(String(chunk)) && resolve());
    child.once('exit', (code) => reject(new Error(`second rendering server exited (${code})`)));
  });
  return { url: `http://localhost:${port}`, stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))) };
}

/** `npm run content -- <args>` on the scratch stack's database and storage. */
function content(env, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'content', '--', ...args], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run content -- ${args.join(' ')} failed (${code})`))));
  });
}

/** Milliseconds from now until every server's `path` contains `text` (polled every 10 ms). */
async function timeUntilText(servers, pagePath, text, timeoutMs = 30_000) {
  const since = Date.now();
  return Object.fromEntries(
    await Promise.all(
      servers.map(async (server) => {
        while (Date.now() - since < timeoutMs) {
          const html = await fetch(`${server}${pagePath}`).then((answer) => answer.text(), () => '');
          if (html.includes(text)) return [server, Date.now() - since];
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return [server, Infinity];
      }),
    ),
  );
}

const pad = (value, width) => String(value).padStart(width);

async function main() {
  await build({ log });
  const workers = process.env.SSR_WORKERS ?? 'one per CPU';
  log(`starting a scratch stack from port ${BASE} (SSR_WORKERS: ${workers})`);
  const stack = await startScratchStack({ base: BASE });
  let second;
  try {
    const products = await (await fetch(`${stack.api}/products-list`)).json();
    const product = (Array.isArray(products) ? products : products.data)[0];
    const routes = ['/', '/product', `/product-single/${product.id}`, '/about', '/contact'];
    const rows = [];
    for (const [index, route] of routes.entries()) {
      const url = `${stack.shell}${route}`;
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      log(`${route}: warm, misses, one connection, bare server`);
      const warm = figures(await load(url));
      const misses = figures(await load(url, { miss: true }));
      const single = figures(await load(url, { miss: true, connections: 1 }));
      const stopBare = await startBareServer(BASE + 100 + index, body, stack.dir);
      let bare;
      try {
        bare = figures(await load(`http://127.0.0.1:${BASE + 100 + index}/`));
      } finally {
        await stopBare();
      }
      rows.push({ route, kb: Math.round(body.length / 1024), warm, misses, single, bare });
    }

    // A burst for a page no one asked for yet: how many renders (x-cache: MISS) it caused.
    const burstUrl = `${stack.shell}/about?bench-burst=${Date.now()}`;
    const sources = await Promise.all(Array.from({ length: BURST }, () => fetch(burstUrl).then(async (answer) => (await answer.arrayBuffer(), answer.headers.get('x-cache')))));
    const renders = sources.filter((source) => source === 'MISS').length;

    // An import, and the time until every rendering server serves its text (from when the API is back).
    second = await startSecondShell(stack.configFiles.shell, BASE + 50);
    const pagePath = `/product-single/${product.id}`;
    for (const server of [stack.shell, second.url]) await fetch(`${server}${pagePath}`);
    const original = path.join(stack.dir, 'bench-original.json');
    const changed = path.join(stack.dir, 'bench-changed.json');
    const newTitle = `${product.title} (bench ${Date.now()})`;
    await stack.stopServer('api');
    try {
      await content(stack.env, ['export', original]);
      const bundle = JSON.parse(await readFile(original, 'utf8'));
      bundle.products.find((row) => row.id === product.id).title = newTitle;
      await writeFile(changed, JSON.stringify(bundle));
      await content(stack.env, ['import', changed]);
    } finally {
      await stack.startServer('api');
    }
    const afterImport = await timeUntilText([stack.shell, second.url], pagePath, newTitle);

    console.log(`bench:ssr, ${DURATION} s per figure, ${CONNECTIONS} connections (misses at 1 connection too); rendering processes: ${workers}; latencies in ms`);
    console.log('targets: kept pages >= 0.5x the bare server and p99 <= 20 ms; a miss of / <= 50 ms p50 at 1 connection; a burst renders once');
    console.log('route                      KB   warm pages/s  p50  p99 | misses pages/s  p50  p99 | 1 conn miss p50 | bare/s  p50  p99 | warm/bare');
    for (const { route, kb, warm, misses, single, bare } of rows) {
      console.log(
        `${route.padEnd(24)} ${pad(kb, 4)}   ${pad(warm.perSecond, 12)} ${pad(warm.p50, 4)} ${pad(warm.p99, 4)} | ${pad(misses.perSecond, 14)} ${pad(misses.p50, 4)} ${pad(misses.p99, 4)} | ${pad(single.p50, 15)} | ${pad(bare.perSecond, 6)} ${pad(bare.p50, 4)} ${pad(bare.p99, 4)} | ${pad((warm.perSecond / bare.perSecond).toFixed(2), 9)}` +
          (warm.errors + misses.errors > 0 ? `  (${warm.errors + misses.errors} errors)` : ''),
      );
    }
    console.log(`burst: ${BURST} concurrent requests for a page not kept: ${renders} render${renders === 1 ? '' : 's'}`);
    console.log(`content import -> new text: ${Object.entries(afterImport).map(([server, ms]) => `${server} ${ms} ms`).join(', ')} (from the API back up)`);
  } finally {
    await second?.stop();
    await stack.stop();
  }
}

process.once('SIGINT', () => stopAllServers().then(() => process.exit(130)));
await main();
