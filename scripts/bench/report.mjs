// What bench:pages prints: the calibration, one table per measured checkout with each route's details, and a
// before/after summary when more than one checkout was measured. A figure that misses its target ends with `!`.
// Ours: the figures' own tables.
import { PHONE_BENCHMARK_INDEX } from './calibrate.mjs';

export const TARGETS = Object.freeze({ performance: 90, lcpSeconds: 2.5, tbtMs: 200, cls: 0.02, homePicturesAt390Kb: 300 });

const kb = (bytes) => `${Math.round(bytes / 1024)}`;
const mark = (ok) => (ok ? ' ' : '!');
/** Where a task's work comes from: host and path (the remotes differ by port); Lighthouse says `Unattributable` for work no script owns. */
const scriptName = (url) =>
  URL.canParse(url ?? '') ? `${new URL(url).host}${new URL(url).pathname}` : '(no script: parsing, style, layout)';
const clip = (text, length) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function calibrationLines({ probes, median, multiplier, override }) {
  const emulated = Math.round(median / multiplier);
  return [
    `benchmarkIndex of this host: probes ${probes.join(', ')}, median ${median}`,
    override
      ? `cpuSlowdownMultiplier ${multiplier.toFixed(2)} (--cpu-multiplier; the index would give ${Math.max(1, median / PHONE_BENCHMARK_INDEX).toFixed(2)}): emulates a phone of index ~${emulated}`
      : `cpuSlowdownMultiplier ${multiplier.toFixed(2)} = max(1, ${median} / ${PHONE_BENCHMARK_INDEX}): emulates a phone of index ~${PHONE_BENCHMARK_INDEX} (Lighthouse mobile, rtt 150 ms, 1.6 Mbps)`,
  ];
}

const picturesCell = (width) => (r) => `${kb(r.pictures[width].beforeScroll.bytes)} / ${kb(r.pictures[width].afterScroll.bytes)}`;

/** The table's columns: heading, width, cell (a trailing `!` marks a missed target). */
const COLUMNS = [
  ['route', 26, (r) => r.route],
  ['perf', 5, (r) => `${r.performance}${mark(r.performance >= TARGETS.performance)}`],
  ['LCP s', 6, (r) => `${r.lcpSeconds.toFixed(2)}${mark(r.lcpSeconds <= TARGETS.lcpSeconds)}`],
  ['TBT ms', 7, (r) => `${Math.round(r.tbtMs)}${mark(r.tbtMs <= TARGETS.tbtMs)}`],
  ['CLS', 6, (r) => `${r.cls.toFixed(3)}${mark(r.cls <= TARGETS.cls)}`],
  ['FCP s', 5, (r) => r.fcpSeconds.toFixed(2)],
  ['SEO', 3, (r) => String(r.seo)],
  ['BP', 3, (r) => String(r.bestPractices)],
  ['a11y', 4, (r) => String(r.accessibility)],
  ['TTFB ms med/p90', 15, (r) => `${r.ttfb.median.toFixed(1)} / ${r.ttfb.p90.toFixed(1)}`],
  ['pictures KB 390', 15, picturesCell(390)],
  ['pictures KB 1440', 16, picturesCell(1440)],
];
const TARGET_ROW = {
  route: 'targets',
  perf: `≥${TARGETS.performance} `,
  'LCP s': `≤${TARGETS.lcpSeconds} `,
  'TBT ms': `≤${TARGETS.tbtMs} `,
  CLS: `≤${TARGETS.cls} `,
  'pictures KB 390': `≤${TARGETS.homePicturesAt390Kb} on / *`,
};
const row = (cells) =>
  cells
    .map((cell, index) => (index === 0 ? cell.padEnd(COLUMNS[0][1]) : cell.padStart(COLUMNS[index][1])))
    .join('  ')
    .trimEnd();

function breakdownText(breakdown) {
  if (!breakdown) return 'not reported';
  const names = {
    timeToFirstByte: 'TTFB',
    resourceLoadDelay: 'load delay',
    resourceLoadDuration: 'load time',
    elementRenderDelay: 'render delay',
  };
  return Object.entries(breakdown)
    .map(([part, ms]) => `${names[part] ?? part} ${Math.round(ms)} ms`)
    .join(', ');
}

function picturesText(p, width, isHome, content) {
  const target =
    isHome && width === 390
      ? ` (target ≤ ${TARGETS.homePicturesAt390Kb} KB on photos${content === 'photos' ? mark(p.beforeScroll.bytes <= TARGETS.homePicturesAt390Kb * 1024).trim() : ''})`
      : '';
  const largest = p.largest
    ? `; largest ${clip(p.largest.name, 48)} ${kb(p.largest.bytes)} KB, ${p.largest.fileWidth ?? '?'} px wide, ${p.largest.displayedWidth === null ? 'not an <img> (a CSS background?)' : `shown ${p.largest.displayedWidth} CSS px wide (${Math.round(p.largest.displayedWidth * p.largest.dpr)} device px)`}`
    : '';
  return `${kb(p.beforeScroll.bytes)} KB in ${p.beforeScroll.count} before the first scroll${target}, ${kb(p.afterScroll.bytes)} KB in ${p.afterScroll.count} after scrolling to the bottom${largest}${p.settled ? '' : ' [network never went quiet: may be incomplete]'}`;
}

function detailLines(r, content) {
  const pad = ' '.repeat(4);
  const element = r.lcpElement ? `${r.lcpElement.selector}  ${clip(r.lcpElement.snippet.replace(/\s+/g, ' '), 110)}` : 'not reported';
  const task = r.longestTaskBeforeLcp
    ? `${Math.round(r.longestTaskBeforeLcp.durationMs)} ms from ${(r.longestTaskBeforeLcp.startMs / 1000).toFixed(2)} s, ${clip(scriptName(r.longestTaskBeforeLcp.url), 60)}`
    : 'none over 50 ms';
  return [
    r.route,
    `${pad}LCP element: ${element}`,
    `${pad}LCP breakdown (observed, unthrottled load): ${breakdownText(r.lcpBreakdown)}`,
    `${pad}longest task before LCP (phone timeline): ${task}`,
    `${pad}pictures at 390 px (DPR 1.75): ${picturesText(r.pictures[390], 390, r.route === '/', content)}`,
    `${pad}pictures at 1440 px (DPR 1): ${picturesText(r.pictures[1440], 1440, false, content)}`,
  ];
}

const percent = (ratio) => `${ratio >= 0 ? '+' : ''}${Math.round(ratio * 100)} %`;
/** How far a set of probes spreads around its median (the index moves by about ±20 % on a shared machine). */
const spreadOf = ({ probes, median }) => (Math.max(...probes) - Math.min(...probes)) / median;

/** The index probed again at the end, and a warning when the host's speed moved too much for the figures to hold. */
export function endLines(start, end) {
  const moved = end.median / start.median - 1;
  const lines = [
    '',
    `benchmarkIndex at the end: probes ${end.probes.join(', ')}, median ${end.median} (start ${start.median}: ${percent(moved)})`,
  ];
  if (Math.abs(moved) > 0.2 || spreadOf(start) > 0.4 || spreadOf(end) > 0.4) {
    lines.push(
      "! the host's speed moved during the run (the index changed by more than 20 %, or its probes disagreed by more than ±20 %): the phone emulated was not the one intended; measure again on a quiet machine",
    );
  }
  return lines;
}

/** One checkout's table and details. */
export function checkoutLines(result, { runs, content }) {
  const indexes = result.routes.map((r) => r.benchmarkIndex).join(', ');
  return [
    '',
    `${result.label}, ${result.contentLabel ?? `${content} content`}, ${result.shell}${result.measuredSeconds ? `, measured in ${result.measuredSeconds} s (build and start not counted)` : ''}`,
    `Lighthouse median of ${runs} run${runs > 1 ? 's' : ''} per route; benchmarkIndex reported by those runs (per route): ${indexes}`,
    row(COLUMNS.map(([heading]) => heading)),
    ...result.routes.map((r) => row(COLUMNS.map(([, , cell]) => cell(r)))),
    row(COLUMNS.map(([heading]) => TARGET_ROW[heading] ?? '')),
    'pictures KB: before the first scroll / after scrolling to the bottom, at 390 px (DPR 1.75) and 1440 px (DPR 1); * on photo content',
    '',
    ...result.routes.flatMap((r) => detailLines(r, content)),
  ];
}

/** Before/after: each route's headline figures per checkout, side by side. */
export function comparisonLines(results) {
  if (results.length < 2) return [];
  const heading = `${'perf'.padStart(4)} ${'LCP s'.padStart(5)} ${'TBT'.padStart(5)} ${'KB'.padStart(5)}`;
  const lines = [
    '',
    `Before/after: ${results.map((r) => r.label).join(' → ')}`,
    '(perf, LCP s, TBT ms, picture KB at 390 px before the first scroll)',
    `${'route'.padEnd(26)} ${results.map(() => heading).join('   →  ')}`,
  ];
  for (const [index, route] of results[0].routes.map((r) => r.route).entries()) {
    const cells = results.map((result) => {
      const r = result.routes[index];
      return `${String(r.performance).padStart(4)} ${r.lcpSeconds.toFixed(2).padStart(5)} ${String(Math.round(r.tbtMs)).padStart(5)} ${kb(r.pictures[390].beforeScroll.bytes).padStart(5)}`;
    });
    lines.push(`${route.padEnd(26)} ${cells.join('   →  ')}`);
  }
  return lines;
}
