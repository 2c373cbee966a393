// Calibration: every host emulates the same phone. Lighthouse's mobile preset slows the host's CPU by a fixed 4x, so
// a fast host emulates a fast phone; instead the slowdown is the host's `benchmarkIndex` over the phone's.
// Ours: Lighthouse reports benchmarkIndex but has no setting to emulate the same phone on every host.
import http from 'node:http';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { median } from './stats.mjs';

/** The phone emulated: Lighthouse's 4x on the host its preset was tuned on (index ~1465), between Chrome DevTools' low-tier (264) and mid-tier (1000) phones. */
export const PHONE_BENCHMARK_INDEX = 366;

export const cpuMultiplierFor = (benchmarkIndex) => Math.max(1, benchmarkIndex / PHONE_BENCHMARK_INDEX);

/** Lighthouse's mobile settings (moto g power, slow 4G, simulated throttling) with the CPU slowdown given. */
export function phoneConfig(cpuSlowdownMultiplier) {
  return {
    extends: 'lighthouse:default',
    settings: {
      formFactor: 'mobile',
      screenEmulation: screenEmulationMetrics.mobile,
      emulatedUserAgent: userAgents.mobile,
      throttlingMethod: 'simulate',
      // rttMs 150, throughputKbps 1638.4, and the request latency and throughputs that go with them.
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      onlyCategories: ['performance', 'seo', 'best-practices', 'accessibility'],
    },
  };
}

/** A page that costs nothing to load, so a Lighthouse run on it is mostly its benchmark of the host. */
async function servePlainPage() {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      '<!doctype html><html lang="en"><title>benchmarkIndex probe</title><meta name="viewport" content="width=device-width"><p>probe</p></html>',
    );
  });
  // Port 0: whatever the system gives, clear of the stack's, the e2e suite's and npm start's ports.
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The host's Lighthouse `benchmarkIndex` (lhr.environment.benchmarkIndex), `count` probes and their median: it moves
 * by +-20 % between runs on a shared machine.
 */
export async function probeBenchmarkIndex(chrome, count = 3) {
  const page = await servePlainPage();
  try {
    const probes = [];
    for (let i = 0; i < count; i += 1) {
      const { lhr } = await lighthouse(page.url, { port: chrome.port, logLevel: 'error', onlyAudits: ['server-response-time'] });
      probes.push(Math.round(lhr.environment.benchmarkIndex));
    }
    return { probes, median: median(probes) };
  } finally {
    await page.close();
  }
}
