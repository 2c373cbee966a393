// `npm run bench:ssr`: the rendering server under load (wrk, asking for compression as browsers do), per route: pages/s, p50 and p99 for kept pages
// (warm) and for pages rendered afresh (misses: a query string no one asked for before), beside a bare Node server
// answering the same bytes from memory in the same run (kept pages and the bare server take turns, 5 rounds of 2 s
// each); a burst of concurrent requests for a page not kept (how many renders it caused); and the time from a content
// import to the new text on every rendering server.
// Prints figures and asserts nothing (docs/performance.md). Builds what is stale; runs its own stack on scratch data.
// CLI: node scripts/bench-ssr.mjs [--duration seconds] [--connections N] [--burst N]
// Ours: the load is wrk's (bench/load.mjs); kept pages against misses against a bare server, a burst and an import's
// spread are the benchmark itself.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_HEADERS, fetchAsSent, load as loadWith, requireWrk, startBareServer } from './bench/load.mjs';
import { runContentCommand } from './bench/checkouts.mjs';
import { countOptions } from './bench/options.mjs';
import { build } from './build.mjs';
import { readSetting } from '../shared/server/settings.js';
import { ROOT, startScratchStack, startServer, stopAllServers } from './stack.mjs';

const { duration: DURATION, connections: CONNECTIONS, burst: BURST } = countOptions({ duration: 6, connections: 50, burst: 200 });
const BASE = readSetting('BENCH_SSR_PORT_BASE');
const log = (line) => console.error(line);

/** A second rendering server on the same API and remotes: one process on its own port. */
async function startSecondShell(configFile, port) {
  const server = await startServer('shell', { port, configFile, env: { ...process.env, NODE_ENV: 'production', SSR_WORKERS: '1' } });
  return { url: `http://localhost:${port}`, stop: () => server.stop() };
}

/** Milliseconds from now until every server's `path` contains `text` (polled every 10 ms). */
async function timeUntilText(servers, pagePath, text, timeoutMs = 30_000) {
  const since = Date.now();
  return Object.fromEntries(
    await Promise.all(
      servers.map(async (server) => {
        while (Date.now() - since < timeoutMs) {
          const html = await fetch(`${server}${pagePath}`).then(
            (answer) => answer.text(),
            () => '',
          );
          if (html.includes(text)) return [server, Date.now() - since];
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return [server, Infinity];
      }),
    ),
  );
}

/** Rounds each side of a comparison takes in turn. */
const ROUNDS = 5;
const ROUND_SECONDS = 2;

/** The round with the median throughput (its own p50 and p99 with it); errors of every round. */
function medianRound(results) {
  const sorted = [...results].sort((a, b) => a.perSecond - b.perSecond);
  return { ...sorted[Math.floor(sorted.length / 2)], errors: results.reduce((sum, result) => sum + result.errors, 0) };
}

/**
 * Waits until the server answers a kept page within 20 ms three times in a row: renders a load generator left queued
 * when it stopped (it closes its connections; the server still finishes what it was asked) go on for seconds after it.
 */
async function untilIdle(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (let quick = 0; quick < 3 && Date.now() < deadline;) {
    const since = performance.now();
    await fetch(url).then((answer) => answer.arrayBuffer());
    quick = performance.now() - since < 20 ? quick + 1 : 0;
  }
}

const pad = (value, width) => String(value).padStart(width);
const ms = (value, width) => pad(value.toFixed(1), width);

async function main() {
  requireWrk();
  await build({ log });
  // The load generator needs a core of its own (a visitor's requests are made elsewhere): the rendering server gets
  // the others, as the bare server gets one process. SSR_WORKERS set by the caller wins.
  process.env.SSR_WORKERS ??= String(Math.max(1, os.availableParallelism() - 1));
  const workers = process.env.SSR_WORKERS;
  log(`starting a scratch stack from port ${BASE} (SSR_WORKERS: ${workers})`);
  const stack = await startScratchStack({ base: BASE });
  let second;
  try {
    const products = await (await fetch(`${stack.api}/products-list`)).json();
    const product = (Array.isArray(products) ? products : products.data)[0];
    const routes = ['/', '/product', `/product-single/${product.id}`, '/about', '/contact'];
    const load = (target, options = {}) =>
      loadWith(target, { connections: CONNECTIONS, duration: DURATION, headers: BROWSER_HEADERS, dir: stack.dir, ...options });
    const rows = [];
    for (const [index, route] of routes.entries()) {
      const url = `${stack.shell}${route}`;
      const sent = await fetchAsSent(url, BROWSER_HEADERS);
      log(`${route}: misses at one connection, kept pages and the bare server in turns, misses at ${CONNECTIONS} connections`);
      // Each figure starts on an idle, warmed-up server: misses at one connection first (after 2 s of them not counted:
      // the JIT), then kept pages, then misses at 50 connections, whose queued renders are waited for before the next route.
      await load(url, { miss: true, connections: 1, duration: 2 });
      const single = await load(url, { miss: true, connections: 1 });
      // Two bare servers: the page's bytes with the headers that describe them (the issue's measure), and the same
      // answer whole, every header included (the policy, ETag, caching: 1.2 KB that Node checks and writes each time).
      const bareUrl = `http://127.0.0.1:${BASE + 100 + index}/`;
      const sameUrl = `http://127.0.0.1:${BASE + 200 + index}/`;
      const stopBare = await startBareServer(BASE + 100 + index, sent, stack.dir);
      const stopSame = await startBareServer(BASE + 200 + index, { body: sent.body, headers: sent.allHeaders }, stack.dir);
      let warm, bare, same;
      try {
        // Not counted: fills the cache and lets each server's JIT settle.
        for (const target of [url, bareUrl, sameUrl]) await load(target, { duration: 2 });
        // The servers take turns, ROUNDS times each, and each one's median round is its figure: this shared machine's
        // speed drifts by a third within a minute, so one figure each, seconds apart, compared the drift.
        const rounds = { warm: [], bare: [], same: [] };
        for (let round = 0; round < ROUNDS; round += 1) {
          rounds.warm.push(await load(url, { duration: ROUND_SECONDS }));
          rounds.bare.push(await load(bareUrl, { duration: ROUND_SECONDS }));
          rounds.same.push(await load(sameUrl, { duration: ROUND_SECONDS }));
        }
        warm = medianRound(rounds.warm);
        bare = medianRound(rounds.bare);
        same = medianRound(rounds.same);
      } finally {
        await stopBare();
        await stopSame();
      }
      const misses = await load(url, { miss: true });
      await untilIdle(url);
      rows.push({
        route,
        kb: Math.round(sent.body.length / 1024),
        encoding: sent.headers['content-encoding'] ?? 'identity',
        warm,
        misses,
        single,
        bare,
        same,
      });
    }

    // A burst for a page no one asked for yet: how many renders (x-cache: MISS) it caused.
    const burstUrl = `${stack.shell}/about?bench-burst=${Date.now()}`;
    const sources = await Promise.all(
      Array.from({ length: BURST }, () =>
        fetch(burstUrl).then(async (answer) => (await answer.arrayBuffer(), answer.headers.get('x-cache'))),
      ),
    );
    const renders = sources.filter((source) => source === 'MISS').length;

    // An import while the site serves, and the time until every rendering server serves its text.
    second = await startSecondShell(stack.configFiles.shell, BASE + 50);
    const pagePath = `/product-single/${product.id}`;
    for (const server of [stack.shell, second.url]) await fetch(`${server}${pagePath}`);
    const original = path.join(stack.dir, 'bench-original.json');
    const changed = path.join(stack.dir, 'bench-changed.json');
    const newTitle = `${product.title} (bench ${Date.now()})`;
    // Through the running API (its operator endpoint): nothing stops, and the clock starts when the import is done.
    await runContentCommand(ROOT, ['export', original], stack.env);
    const bundle = JSON.parse(await readFile(original, 'utf8'));
    bundle.products.find((row) => row.id === product.id).title = newTitle;
    await writeFile(changed, JSON.stringify(bundle));
    await runContentCommand(ROOT, ['import', changed], stack.env);
    const afterImport = await timeUntilText([stack.shell, second.url], pagePath, newTitle);

    console.log(
      `bench:ssr, wrk, ${DURATION} s per figure (kept pages and the bare server: median of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s), ${CONNECTIONS} connections (misses at 1 connection too), accept-encoding "${BROWSER_HEADERS['accept-encoding']}"; rendering processes: ${workers}; latencies in ms`,
    );
    console.log(
      'targets: kept pages >= 0.5x the bare server and p99 <= 20 ms; a miss of / <= 50 ms p50 at 1 connection; a burst renders once',
    );
    console.log("bare: the page's bytes with their content type and encoding; same answer: those bytes with every header the site sends");
    console.log(
      'route                   KB sent   warm pages/s   p50   p99 | misses pages/s   p50   p99 | 1 conn miss p50 | bare/s   p50   p99 | warm/bare | same answer/s  warm/same',
    );
    for (const { route, kb, encoding, warm, misses, single, bare, same } of rows) {
      console.log(
        `${route.padEnd(20)} ${pad(`${kb} ${encoding}`, 10)}   ${pad(warm.perSecond, 12)} ${ms(warm.p50, 5)} ${ms(warm.p99, 5)} | ${pad(misses.perSecond, 14)} ${ms(misses.p50, 5)} ${ms(misses.p99, 5)} | ${ms(single.p50, 15)} | ${pad(bare.perSecond, 6)} ${ms(bare.p50, 5)} ${ms(bare.p99, 5)} | ${pad((warm.perSecond / bare.perSecond).toFixed(2), 9)} | ${pad(same.perSecond, 13)} ${pad((warm.perSecond / same.perSecond).toFixed(2), 10)}` +
          (warm.errors + misses.errors > 0 ? `  (${warm.errors + misses.errors} errors)` : ''),
      );
    }
    console.log(`burst: ${BURST} concurrent requests for a page not kept: ${renders} render${renders === 1 ? '' : 's'}`);
    console.log(
      `content import -> new text: ${Object.entries(afterImport)
        .map(([server, ms]) => `${server} ${ms} ms`)
        .join(', ')} (from the end of the import, the site serving throughout)`,
    );
  } finally {
    await second?.stop();
    await stack.stop();
  }
}

process.once('SIGINT', () => stopAllServers().then(() => process.exit(130)));
await main();
