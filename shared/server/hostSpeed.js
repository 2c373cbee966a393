// How fast this host is, measured once per test run, and what follows from it: how much longer every ceiling of the
// tests (a test's time-out, a wait for a page, a server's start) may be, and how many heavy processes the run starts at
// once (docs/testing.md, "The host and the load"). The speed is Lighthouse's own `benchmarkIndex`, the calibration
// bench:pages uses: Lighthouse's own function, run in the Chromium the tests drive, as Lighthouse runs it in a page.
// The first reader measures it and leaves it in HOST_BENCHMARK_INDEX, so the processes it starts (Playwright's
// workers, Jest's, the API tests') read the same.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.js';
import { readSetting } from './settings.js';

/**
 * The host the suite's ceilings were set on: the fast end of the range these two-core machines read (~1,300 to
 * ~2,800). A host at this index or faster keeps every ceiling as written; a slower one scales them up.
 */
export const REFERENCE_BENCHMARK_INDEX = 2800;

/** Never more than this: a host ten times slower than the reference is broken, not slow. */
const MAX_FACTOR = 4;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's benchmarkIndex, `probes` times in one headless page of the suite's Chromium after two probes that warm
 * it up (the first ones read up to 3x low while the browser is still starting), their median (one probe moves by ±20 %
 * here): the function Lighthouse runs in the page it audits, so the figure is the one bench:pages and Lighthouse's
 * reports show. Node runs the same function about a third slower than Chromium, so without a Chromium
 * (a developer running only Jest) it is measured in Node and scaled by that ratio (`where` says which).
 */
export function measureBenchmarkIndex(probes = 3) {
  const browser = [readSetting('HEADLESS_CHROMIUM_PATH'), chromiumPath()].find((file) => existsSync(file));
  if (!browser) {
    const inNode = median(Array.from({ length: probes }, () => pageFunctions.computeBenchmarkIndex()));
    return { benchmarkIndex: inNode * NODE_TO_CHROMIUM, where: 'Node, no Chromium found' };
  }
  const script =
    `const probe = ${pageFunctions.computeBenchmarkIndex.toString()};` +
    `document.body.textContent = 'benchmarkIndex:' + JSON.stringify(Array.from({ length: ${WARM_UP + probes} }, probe).slice(${WARM_UP})) + ':';`;
  const page = `data:text/html,<body><script>${encodeURIComponent(script)}</script></body>`;
  const dom = execFileSync(browser, ['--headless', ...CHROMIUM_FLAGS, '--dump-dom', page], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 120_000,
  });
  const found = /benchmarkIndex:(\[[^\]]*\]):/.exec(dom);
  if (!found) throw new Error(`${browser} did not report a benchmarkIndex: ${dom.slice(0, 200)}`);
  return { benchmarkIndex: median(JSON.parse(found[1])), where: 'Chromium' };
}

const WARM_UP = 2;

/** Chromium's benchmarkIndex over Node's for the same function, measured here (2,960 against 1,950). */
const NODE_TO_CHROMIUM = 1.5;

/**
 * The host's speed against the reference and the factor every ceiling is multiplied by (at least 1, one decimal),
 * from HOST_BENCHMARK_INDEX, measured and set there by the first caller of the run.
 */
export function hostSpeed(env = process.env) {
  let benchmarkIndex = readSetting('HOST_BENCHMARK_INDEX', env);
  const measured = benchmarkIndex === undefined;
  if (measured) {
    benchmarkIndex = Math.round(measureBenchmarkIndex().benchmarkIndex);
    env.HOST_BENCHMARK_INDEX = String(benchmarkIndex);
  }
  const speed = benchmarkIndex / REFERENCE_BENCHMARK_INDEX;
  const factor = Math.min(MAX_FACTOR, Math.max(1, Math.ceil((1 / speed) * 10) / 10));
  return { benchmarkIndex, speed, factor, measured };
}

/** A ceiling written for the reference host, for this one: `ms` times the host's factor. */
export const hostCeiling = (ms) => Math.round(ms * hostSpeed().factor);

/**
 * How many heavy processes each step starts, from the cores and the speed (each overridable; docs/testing.md, "The host
 * and the load"). Jest's workers and the API test files: one per core. The e2e suite: two browsers on one stack
 * (docs/decisions/0096), one on a single core or on a host more than three times slower than the reference, where a
 * second browser would only stretch every wait of the first. Beside the e2e suite the API tests run at a lower
 * priority (NICE_BESIDE_E2E), so they take what the suite leaves idle and never slow it down.
 */
export function testLoad(env = process.env) {
  const cores = os.availableParallelism();
  const { factor } = hostSpeed(env);
  const fromSetting = (name, fallback) => readSetting(name, env) ?? fallback;
  return {
    cores,
    jestWorkers: fromSetting('JEST_WORKERS', cores),
    e2eWorkers: fromSetting('E2E_WORKERS', cores >= 2 && factor < 3 ? 2 : 1),
    apiTestFiles: fromSetting('API_TEST_FILES', cores),
  };
}

/** The niceness of the API tests beside the e2e suite: about a tenth of a core each when the suite wants them all. */
export const NICE_BESIDE_E2E = 10;

/** The line at the top of a run: "host speed 0.6 of the reference (benchmarkIndex …); time-outs ×1.7; …". */
export function describeHost(env = process.env) {
  const { benchmarkIndex, speed, factor } = hostSpeed(env);
  const load = testLoad(env);
  return (
    `host speed ${speed.toFixed(2)} of the reference (benchmarkIndex ${benchmarkIndex} against ${REFERENCE_BENCHMARK_INDEX}); ` +
    `time-outs ×${factor.toFixed(1)}; ${load.cores} cores: ${load.jestWorkers} Jest workers, ${load.e2eWorkers} e2e workers, ` +
    `${load.apiTestFiles} API test file(s) at a time (at nice ${NICE_BESIDE_E2E} beside the e2e suite)`
  );
}
