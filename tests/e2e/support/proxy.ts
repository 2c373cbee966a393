// A proxy in front of one of the stack's servers, and the shell's config.json pointed at it for the length of a test:
// how the e2e suite makes one part of the site misbehave while everything else stays real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { stack } from './stack';
import { requireStackAlone } from './test';
import { hostCeiling } from '../../../shared/server/hostSpeed.js';

/** What the proxy answers itself for a request path, or undefined to forward the request unchanged. */
export type Intercept = (path: string) => { status: number; body: string; type?: string } | undefined;

export async function startProxy(target: string, intercept: Intercept) {
  const to = new URL(target);
  const proxy = http.createServer((incoming, outgoing) => {
    const own = intercept(incoming.url ?? '');
    if (own) {
      const origin = incoming.headers.origin;
      outgoing.writeHead(own.status, {
        'content-type': own.type ?? 'text/plain',
        ...(origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
      });
      return void outgoing.end(own.body);
    }
    const forward = http.request(
      { host: to.hostname, port: to.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(proxy.address() as AddressInfo).port}`,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

type ShellConfig = { apiBaseUrl: string; remotes: Record<string, string> } & Record<string, unknown>;

/** The config the rendering server last rendered a page with (from the payload it hands the browser). */
async function renderedConfig() {
  // A render that takes longer than this is "not yet" for the poll, which asks again.
  const response = await fetch(`${stack.urls.shell}/`, { signal: AbortSignal.timeout(hostCeiling(5000)) }).catch(() => null);
  if (!response) return undefined;
  const html = await response.text();
  const payload = /window\.__STARFAMILY_SSR__=(.*?)<\/script>/s.exec(html)?.[1];
  return payload ? (JSON.parse(payload) as { config: ShellConfig }).config : undefined;
}

/** The parts of a config the tests change, in one spelling whatever the key order. */
const addresses = (config: ShellConfig | undefined) =>
  config && JSON.stringify([config.apiBaseUrl, Object.entries(config.remotes).sort(([a], [b]) => a.localeCompare(b))]);

/** Writes config.json and waits until the rendering server renders with it (it looks at the file once a second). */
async function switchShellConfig(file: string, text: string) {
  await writeFile(file, text);
  const wanted = addresses(JSON.parse(text) as ShellConfig);
  await expect.poll(async () => addresses(await renderedConfig()), { timeout: hostCeiling(30_000) }).toBe(wanted);
}

/** Runs `run` with the shell's config.json changed by `patch`, and the rendering server using it; then puts it back. */
export async function withShellConfig(patch: (config: ShellConfig) => ShellConfig, run: () => Promise<void>) {
  requireStackAlone("switching the shell's config.json");
  const file = stack.configFiles.shell;
  const original = await readFile(file, 'utf8');
  try {
    await switchShellConfig(file, JSON.stringify(patch(JSON.parse(original) as ShellConfig)));
    await run();
  } finally {
    // The next test must not meet the server still rendering with this one's config.
    await switchShellConfig(file, original);
  }
}
