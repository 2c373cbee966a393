// `npm run bench:taps`: a visitor on a phone who taps before the scripts have finished. Each control of the spec's
// pages is tapped the moment it is painted, at 390 px on the mobile network (150 ms, 1.6 Mbit/s), with the CPU at 1x
// and at the calibrated phone slowdown (benchmarkIndex / 366, as bench:pages); per control it prints taken or lost
// and the time from tap to effect (median). Then when the spec's loader lifts on / with the default LOADER_MS
// (desktop, phone at 1x and 4x). Printed, not asserted (docs/performance.md).
// By default it builds what is stale and starts this checkout's production stack on scratch data; `--root` measures
// other checkouts the same way, one after the other (before/after on one machine); `--url` a site already running.
// CLI: node scripts/bench-taps.mjs [--runs N] [--cpu-multiplier X] [--root <checkout>]... [--only-roots] [--url <shell url>]
//        [--only <control name>]... [--json <file>]
// Ours: the driving is Playwright's over Chromium's own emulation; whether a tap before hydration is lost is the
// benchmark itself.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { cpuMultiplierFor, probeBenchmarkIndex } from './bench/calibrate.mjs';
import { checkoutRoots, describeCheckout, loadCheckout } from './bench/checkouts.mjs';
import { launchBrowser, withChrome } from './bench/chrome.mjs';
import { median } from './bench/stats.mjs';
import { CONTROLS, PROFILES, loaderLiftsAt, tapOnce } from './bench/taps.mjs';
import { readSetting } from '../shared/server/settings.js';
import { startScratchStack } from './stack.mjs';

const refuse = (message) => {
  console.error(`bench:taps: ${message} (see docs/performance.md)`);
  process.exit(2);
};
let values;
try {
  ({ values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'cpu-multiplier': { type: 'string' },
      root: { type: 'string', multiple: true, default: [] },
      'only-roots': { type: 'boolean', default: false },
      url: { type: 'string' },
      only: { type: 'string', multiple: true, default: [] },
      json: { type: 'string' },
    },
  }));
} catch (error) {
  refuse(error.message);
}
const runs = Math.max(1, Number(values.runs) || 1);
const cpuOverride = values['cpu-multiplier'] === undefined ? undefined : Number(values['cpu-multiplier']);
if (cpuOverride !== undefined && !(cpuOverride >= 1)) refuse('--cpu-multiplier is a number ≥ 1');
const unknown = values.only.filter((name) => !CONTROLS.some((control) => control.name === name));
if (unknown.length > 0) refuse(`--only: no control named ${unknown.join(', ')} (${CONTROLS.map((control) => control.name).join(', ')})`);
const controls = values.only.length > 0 ? CONTROLS.filter((control) => values.only.includes(control.name)) : CONTROLS;
const portBase = readSetting('BENCH_PORT_BASE');
const log = (line) => console.error(line);
const print = (lines) => console.log(lines.join('\n'));
const seconds = (ms) => (ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);

/** Every control, `runs` loads each, at each CPU slowdown, on the phone (the desktop for controls a phone hides). */
async function measureTaps(browser, shell, cpuSteps) {
  const rows = [];
  for (const control of controls) {
    const row = { name: control.name, path: control.path, steps: [] };
    for (const cpuSlowdown of cpuSteps) {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await tapOnce(browser, shell, control, { profile: PROFILES.phone, cpuSlowdown }));
      const timed = samples.filter((sample) => sample.taken).map((sample) => sample.tapToEffect);
      const errors = samples.filter((sample) => sample.error).map((sample) => sample.error);
      row.steps.push({
        cpuSlowdown,
        taken: timed.length,
        runs,
        tapToEffectMs: timed.length ? Math.round(median(timed)) : null,
        paintedAtMs: Math.round(median(samples.filter((s) => s.paintedAt).map((s) => s.paintedAt)) ?? 0),
        errors,
      });
      log(`  ${control.name} ×${cpuSlowdown.toFixed(1)}: ${timed.length}/${runs} taken${errors.length ? ` (${errors[0]})` : ''}`);
    }
    rows.push(row);
  }
  return rows;
}

/** When the loader lifts on /, median of `runs` loads per profile. */
async function measureLoader(browser, shell) {
  const profiles = [
    { label: 'desktop', profile: PROFILES.desktop, cpuSlowdown: 1 },
    { label: 'phone 1×', profile: PROFILES.phone, cpuSlowdown: 1 },
    { label: 'phone 4×', profile: PROFILES.phone, cpuSlowdown: 4 },
  ];
  const lifted = [];
  for (const { label, profile, cpuSlowdown } of profiles) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await loaderLiftsAt(browser, `${shell}/`, { profile, cpuSlowdown }));
    const seen = samples.filter((sample) => sample !== null);
    lifted.push({ label, liftedAtMs: seen.length ? Math.round(median(seen)) : null, samples });
    log(`  loader on / (${label}): ${samples.map(seconds).join(', ')}`);
  }
  return lifted;
}

async function measureCheckout(root, browser, cpuSteps) {
  log(`\n== ${describeCheckout(root)}: build and start`);
  const checkout = await loadCheckout(root);
  await checkout.build.build({ log });
  const result = { label: describeCheckout(root) };
  // Taps without the loader (LOADER_MS 0: nothing covers the controls); the loader with a deployment's default.
  for (const loaderMs of ['0', null]) {
    const own = await startScratchStack({ base: portBase, checkout: checkout.stack, loaderMs });
    try {
      if (loaderMs === '0') result.taps = await measureTaps(browser, own.shell, cpuSteps);
      else result.loader = await measureLoader(browser, own.shell);
    } finally {
      await own.stop();
    }
  }
  return result;
}

function resultLines(result, cpuSteps) {
  const header = `${'control'.padEnd(18)}${'page'.padEnd(20)}${cpuSteps.map((step) => `CPU ×${step.toFixed(1)}: taken, tap→effect`.padEnd(34)).join('')}`;
  const lines = [`\n${result.label}`, header];
  for (const row of result.taps) {
    const cells = row.steps.map((step) =>
      `${step.taken}/${step.runs} ${step.taken === step.runs ? 'taken' : step.taken === 0 ? 'LOST ' : 'some lost'}, ${step.tapToEffectMs === null ? '—' : `${step.tapToEffectMs} ms`}`.padEnd(
        34,
      ),
    );
    lines.push(`${row.name.padEnd(18)}${row.path.padEnd(20)}${cells.join('')}`);
  }
  lines.push(
    `loader on / lifts (default LOADER_MS, ms after navigation start, median of ${runs}): ${result.loader.map((entry) => `${entry.label} ${seconds(entry.liftedAtMs)}`).join(' · ')}`,
  );
  return lines;
}

const startedAt = Date.now();
log('benchmarkIndex: 3 probes');
const calibration = await withChrome((chrome) => probeBenchmarkIndex(chrome));
const multiplier = cpuOverride ?? cpuMultiplierFor(calibration.median);
const cpuSteps = [1, multiplier];
print([
  `benchmarkIndex ${calibration.probes.join(', ')} (median ${calibration.median}): calibrated phone CPU slowdown ×${multiplier.toFixed(2)}`,
]);

const browser = await launchBrowser();
const results = [];
try {
  if (values.url) {
    const shell = values.url.replace(/\/+$/, '');
    results.push({
      label: `${shell} (as it runs)`,
      taps: await measureTaps(browser, shell, cpuSteps),
      loader: await measureLoader(browser, shell),
    });
  } else {
    for (const root of checkoutRoots(values.root, values['only-roots'])) results.push(await measureCheckout(root, browser, cpuSteps));
  }
} finally {
  await browser.close();
}
for (const result of results) print(resultLines(result, cpuSteps));
print([`took ${Math.round((Date.now() - startedAt) / 1000)} s`]);
if (values.json) await writeFile(values.json, `${JSON.stringify({ runs, calibration, cpuSteps, results }, null, 2)}\n`);
