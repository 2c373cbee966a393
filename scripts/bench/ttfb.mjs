// Time to first byte of a page, measured from Node over loopback (no browser, no throttling).
// Ours: wrk and autocannon report whole answers, and curl is a process per request; node:http marks the first byte.
import http from 'node:http';
import { median, percentile } from './stats.mjs';

/** Time to first byte of one GET, in ms, with its status and size. */
export function timeToFirstByte(url) {
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

/** 3 warm-up requests, then the median and p90 of 20, with the last response's status and gzip size. */
export async function ttfbOf(url) {
  for (let i = 0; i < 3; i += 1) await timeToFirstByte(url);
  const samples = [];
  let last;
  for (let i = 0; i < 20; i += 1) {
    last = await timeToFirstByte(url);
    samples.push(last.ttfb);
  }
  return { median: median(samples), p90: percentile(samples, 90), status: last.status, gzipBytes: last.bytes };
}
