// `npm run bench:pages`: Lighthouse (mobile defaults) and time to first byte for the site's key pages, printed, not
// asserted. By default it builds what is stale and starts the production stack on its own ports with LOADER_MS=0;
// `--url http://host:port` measures a site that is already running instead.
// CLI: node scripts/bench-pages.mjs [--url <shell url>] [--runs N] [--json <file>]
import http from 'node:http';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { build } from './build.mjs';
import { startScratchStack, stopAllServers } from './stack.mjs';

const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '1' }, json: { type: 'string' } } });
const runs = Math.max(1, Number(values.runs) || 1);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const percentile = (numbers, p) => [...numbers].sort((a, b) => a - b)[Math.min(numbers.length - 1, Math.ceil((p / 100) * numbers.length) - 1)];

async function startOwnStack() {
  await build({ log: (line) => console.error(line) });
  return startScratchStack({ base: Number(process.env.BENCH_PORT_BASE ?? 23000) });
}

/** Time to first byte of one GET, in ms, with its status and size. */
function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const startedAt = process.hrtime.bigint();
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const ttfb = Number(process.hrtime.bigint() - startedAt) / 1e6;
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ ttfb, status: response.statusCode, bytes }));
    });
    request.on('error', reject);
  });
}

async function ttfbOf(url) {
  for (let i = 0; i < 3; i += 1) await timeToFirstByte(url);
  const samples = [];
  let last;
  for (let i = 0; i < 20; i += 1) {
    last = await timeToFirstByte(url);
    samples.push(last.ttfb);
  }
  return { median: median(samples), p90: percentile(samples, 90), status: last.status, gzipBytes: last.bytes };
}

async function lighthouseOf(url, chrome) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo', 'best-practices', 'accessibility'] });
  const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    lcpSeconds: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    seo: score('seo'),
    bestPractices: score('best-practices'),
    accessibility: score('accessibility'),
  };
}

const own = values.url ? null : await startOwnStack();
const shell = (values.url ?? own.shell).replace(/\/+$/, '');
let chrome;
const stop = async () => {
  await chrome?.kill();
  await own?.stop();
  await stopAllServers();
};
process.once('SIGINT', () => stop().then(() => process.exit(130)));
try {
  const apiUrl = own?.api ?? `${JSON.parse(await (await fetch(`${shell}/config.json`)).text()).apiBaseUrl}/api`;
  const products = await (await fetch(`${apiUrl}/products-list`)).json();
  const productId = (Array.isArray(products) ? products : products.data)[0].id;
  const routes = ['/', '/product', `/product-single/${productId}`, '/about', '/contact'];
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = [];
  for (const route of routes) {
    // A running site has served the page before: the first request after a start loads the remotes' server code.
    await timeToFirstByte(`${shell}${route}`);
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await lighthouseOf(`${shell}${route}`, chrome));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    const figures = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, pick(key)]));
    results.push({ route, ...figures, ttfb: await ttfbOf(`${shell}${route}`) });
  }
  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs, ` : ''}mobile defaults, ${shell}`);
  console.log('route                      perf  LCP s   CLS     TBT ms  SEO  BP   a11y  TTFB ms (median/p90)  status  HTML gzip');
  for (const r of results) {
    console.log(
      `${r.route.padEnd(26)} ${String(r.performance).padStart(4)}  ${r.lcpSeconds.toFixed(2).padStart(5)}  ${r.cls.toFixed(3).padStart(6)}  ${String(Math.round(r.tbtMs)).padStart(6)}  ${String(r.seo).padStart(3)}  ${String(r.bestPractices).padStart(3)}  ${String(r.accessibility).padStart(4)}  ${r.ttfb.median.toFixed(1).padStart(7)} / ${r.ttfb.p90.toFixed(1).padEnd(10)}  ${String(r.ttfb.status).padEnd(6)}  ${r.ttfb.gzipBytes}`,
    );
  }
  if (values.json) await writeFile(values.json, `${JSON.stringify({ shell, runs, results }, null, 2)}\n`);
} finally {
  await stop();
}
