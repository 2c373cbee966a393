// `npm run bench:pages`: Lighthouse at a calibrated phone, time to first byte and picture bytes for the site's key
// pages, printed, not asserted (docs/performance.md). By default it builds what is stale and starts this checkout's
// production stack on its own ports and scratch data; `--root` measures other checkouts the same way, one after the
// other on the same ports (before/after on one machine); `--url` measures a site that is already running.
// CLI: node scripts/bench-pages.mjs [--runs N] [--content seed|photos] [--photo-count N] [--cpu-multiplier X]
//        [--root <checkout>]... [--only-roots] [--url <shell url>] [--json <file>] [--without-scripts] [--loader]
// --loader runs the stack with a deployment's default LOADER_MS (the spec's 3 s loader; otherwise 0) and also reports,
// per route, when the loader lifts after navigation starts on the calibrated phone (bench:taps measures it too).
// --without-scripts blocks every script file the pages ask for (Lighthouse's blockedUrlPatterns): the figures are then
// those of the server's HTML and CSS alone, the floor the scripts add to (docs/decisions/0026-below-fold-layout-not-deferred.md).
// Ours: the measuring is Lighthouse's (its Node API), Playwright's and Chromium's; a calibrated phone, picture bytes
// and checkouts side by side are not in Lighthouse CI.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { PHONE_BENCHMARK_INDEX, cpuMultiplierFor, phoneConfig, probeBenchmarkIndex } from './bench/calibrate.mjs';
import { checkoutRoots, describeCheckout, loadCheckout, startCheckout } from './bench/checkouts.mjs';
import { launchBrowser, withChrome } from './bench/chrome.mjs';
import { lighthouseRoute } from './bench/lighthouse-runs.mjs';
import { measurePictures } from './bench/pictures.mjs';
import { calibrationLines, checkoutLines, comparisonLines, endLines } from './bench/report.mjs';
import { timeToFirstByte, ttfbOf } from './bench/ttfb.mjs';
import { PROFILES, loaderLiftsAt } from './bench/taps.mjs';
import { median } from './bench/stats.mjs';
import { readSetting } from '../shared/server/settings.js';

const refuse = (message) => {
  console.error(`bench:pages: ${message} (see docs/performance.md)`);
  process.exit(2);
};
const OPTIONS = {
  runs: { type: 'string', default: '3' },
  content: { type: 'string', default: 'seed' },
  'photo-count': { type: 'string' },
  'cpu-multiplier': { type: 'string' },
  root: { type: 'string', multiple: true, default: [] },
  'only-roots': { type: 'boolean', default: false },
  url: { type: 'string' },
  json: { type: 'string' },
  'without-scripts': { type: 'boolean', default: false },
  loader: { type: 'boolean', default: false },
};
let values;
try {
  ({ values } = parseArgs({ options: OPTIONS }));
} catch (error) {
  refuse(error.message);
}
const runs = Math.max(1, Number(values.runs) || 1);
const content = values.content;
if (!['seed', 'photos'].includes(content)) refuse(`--content is seed or photos, not ${content}`);
if (values.url && (content !== 'seed' || values.root.length > 0)) refuse('--url measures a running site as it is: no --content or --root');
const cpuOverride = values['cpu-multiplier'] === undefined ? undefined : Number(values['cpu-multiplier']);
if (cpuOverride !== undefined && !(cpuOverride >= 1)) refuse('--cpu-multiplier is a number ≥ 1');
const portBase = readSetting('BENCH_PORT_BASE');
const log = (line) => console.error(line);
const print = (lines) => console.log(lines.join('\n'));

/** Lighthouse, TTFB and pictures for the five routes of the site at `shell`. */
async function measureSite(shell, apiUrl, config) {
  const products = await (await fetch(`${apiUrl}/products-list`)).json();
  const productId = (Array.isArray(products) ? products : products.data)[0].id;
  const routes = ['/', '/product', `/product-single/${productId}`, '/about', '/contact'];
  const measured = await withChrome(async (chrome) => {
    const list = [];
    for (const route of routes) {
      // The first request after a start loads the remotes' server code: not what a visitor of a running site waits for.
      await timeToFirstByte(`${shell}${route}`);
      log(`Lighthouse ${route} (${runs} run${runs > 1 ? 's' : ''})`);
      const figures = await lighthouseRoute(`${shell}${route}`, { chrome, config, runs });
      list.push({ route, ...figures, ttfb: await ttfbOf(`${shell}${route}`) });
    }
    return list;
  });
  log('pictures at 390 and 1440 px');
  const pictures = await measurePictures(shell, routes);
  const lifted = values.loader ? await loaderLifts(shell, routes, config.settings.throttling.cpuSlowdownMultiplier) : {};
  return measured.map((route) => ({ ...route, pictures: pictures[route.route], loaderLiftsAtMs: lifted[route.route] }));
}

/** --loader: when the loader lifts on each route (ms after navigation start, median of the runs) on the calibrated phone. */
async function loaderLifts(shell, routes, cpuSlowdown) {
  log('when the loader lifts, on the calibrated phone');
  const browser = await launchBrowser();
  try {
    const lifted = {};
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await loaderLiftsAt(browser, `${shell}${route}`, { profile: PROFILES.phone, cpuSlowdown }));
      const seen = samples.filter((sample) => sample !== null);
      lifted[route] = seen.length ? Math.round(median(seen)) : null;
      print([
        `loader on ${route} lifts ${lifted[route] === null ? 'never (30 s)' : `${(lifted[route] / 1000).toFixed(2)} s`} after navigation start`,
      ]);
    }
    return lifted;
  } finally {
    await browser.close();
  }
}

async function measureCheckout(root, config) {
  log(`\n== ${describeCheckout(root)}: build and start (${content} content)`);
  const checkout = await loadCheckout(root);
  const onSignal = () => checkout.stack.stopAllServers().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  const own = await startCheckout(checkout, {
    base: portBase,
    content,
    photoCount: values['photo-count'],
    log,
    loaderMs: values.loader ? null : '0',
  });
  try {
    const measuringFrom = Date.now();
    const routes = await measureSite(own.shell, own.api, config);
    return { label: describeCheckout(root), shell: own.shell, routes, measuredSeconds: Math.round((Date.now() - measuringFrom) / 1000) };
  } finally {
    await own.stop();
    process.off('SIGINT', onSignal);
  }
}

async function measureRunningSite(url, config) {
  const shell = url.replace(/\/+$/, '');
  const apiUrl = `${(await (await fetch(`${shell}/config.json`)).json()).apiBaseUrl}/api`;
  return { label: 'a running site', contentLabel: 'its own content', shell, routes: await measureSite(shell, apiUrl, config) };
}

const startedAt = Date.now();
log('benchmarkIndex: 3 probes');
const calibration = await withChrome((chrome) => probeBenchmarkIndex(chrome));
const multiplier = cpuOverride ?? cpuMultiplierFor(calibration.median);
print(calibrationLines({ ...calibration, multiplier, override: cpuOverride !== undefined }));
const config = phoneConfig(multiplier);
if (values['without-scripts']) {
  config.settings.blockedUrlPatterns = ['*.js'];
  print(['scripts blocked (--without-scripts): the figures are the server HTML and CSS alone, no hydration']);
}

const results = [];
for (const target of values.url ? [values.url] : checkoutRoots(values.root, values['only-roots'])) {
  const result = values.url ? await measureRunningSite(target, config) : await measureCheckout(target, config);
  results.push(result);
  print(checkoutLines(result, { runs, content }));
}

log('benchmarkIndex: 3 probes again');
const end = await withChrome((chrome) => probeBenchmarkIndex(chrome));
print(comparisonLines(results));
print([...endLines(calibration, end), `took ${Math.round((Date.now() - startedAt) / 1000)} s`]);
if (values.json) {
  const calibrationJson = {
    start: calibration,
    end,
    phoneBenchmarkIndex: PHONE_BENCHMARK_INDEX,
    cpuSlowdownMultiplier: multiplier,
    cpuMultiplierOverride: cpuOverride ?? null,
  };
  await writeFile(
    values.json,
    `${JSON.stringify({ runs, content, calibration: calibrationJson, throttling: config.settings.throttling, results }, null, 2)}\n`,
  );
}
