// Lighthouse runs of one route at the calibrated phone, and the figures the benchmark prints from each report.
// Lighthouse's Node API; Lighthouse CI's median run is one whole report, not each figure's median with the median-LCP
// run's details.
import lighthouse from 'lighthouse';
import { median } from './stats.mjs';

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The LCP element as Lighthouse names it: its selector and the start of its HTML. */
function lcpElementOf(lhr) {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  if (!node) return null;
  return { selector: node.selector ?? '', snippet: node.snippet ?? '', label: node.nodeLabel ?? '' };
}

/**
 * LCP subparts (TTFB, load delay, load time, render delay) in ms. Lighthouse takes them from the trace of the page
 * load it watched, unthrottled: they show where the time goes, not the phone's figures.
 */
function lcpBreakdownOf(lhr) {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const table = parts.find((part) => part.type === 'table');
  if (!table) return null;
  return Object.fromEntries(table.items.map((item) => [item.subpart, item.duration]));
}

/** The longest main-thread task that starts before the LCP paint, in the simulated (phone) timeline. */
function longestTaskBeforeLcpOf(lhr, lcpMs) {
  const details = lhr.audits['long-tasks']?.details;
  const tasks = details?.debugData?.tasks?.map((task) => ({ ...task, url: details.debugData.urls[task.urlIndex] })) ?? details?.items ?? [];
  const before = tasks.filter((task) => task.startTime < lcpMs).sort((a, b) => b.duration - a.duration);
  return before[0] ? { durationMs: before[0].duration, startMs: before[0].startTime, url: before[0].url } : null;
}

function figuresOf(lhr) {
  const lcpMs = lhr.audits['largest-contentful-paint'].numericValue;
  return {
    performance: score(lhr, 'performance'),
    lcpSeconds: lcpMs / 1000,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcpSeconds: lhr.audits['first-contentful-paint'].numericValue / 1000,
    seo: score(lhr, 'seo'),
    bestPractices: score(lhr, 'best-practices'),
    accessibility: score(lhr, 'accessibility'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lcpElement: lcpElementOf(lhr),
    lcpBreakdown: lcpBreakdownOf(lhr),
    longestTaskBeforeLcp: longestTaskBeforeLcpOf(lhr, lcpMs),
  };
}

const NUMERIC = ['performance', 'lcpSeconds', 'tbtMs', 'cls', 'fcpSeconds', 'seo', 'bestPractices', 'accessibility', 'benchmarkIndex'];

/**
 * `runs` Lighthouse runs of `url`: the median of each figure, and the LCP element, breakdown and longest task of the
 * run whose LCP is the median (so those three describe one real page load).
 */
export async function lighthouseRoute(url, { chrome, config, runs }) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    samples.push(figuresOf(lhr));
  }
  const medianLcp = median(samples.map((sample) => sample.lcpSeconds));
  const medianRun = samples.find((sample) => sample.lcpSeconds === medianLcp);
  const medians = Object.fromEntries(NUMERIC.map((key) => [key, median(samples.map((sample) => sample[key]))]));
  return {
    ...medians,
    lcpElement: medianRun.lcpElement,
    lcpBreakdown: medianRun.lcpBreakdown,
    longestTaskBeforeLcp: medianRun.longestTaskBeforeLcp,
    samples,
  };
}
