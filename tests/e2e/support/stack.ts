// What tests know about the running stack (set by global-setup.mjs) and how they drive it.
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { REMOTE_NAMES, type SiteAppName as AppName } from '../../../shared/apps';
import type { ServerName as AnyServerName } from '../../../shared/server/config.js';
import { hostCeiling } from '../../../shared/server/hostSpeed.js';

/** The servers the suite's stack runs (the mail catcher is one server, `mailbox`, with its SMTP port beside it). */
export type ServerName = Exclude<AnyServerName, 'mail'>;

interface StackInfo {
  /** App roots, and the API root (`.../api`). */
  urls: Record<ServerName, string>;
  /** What config.json calls apiBaseUrl: the API origin, without `/api`. */
  apiBaseUrl: string;
  control: string;
  /** The port of the stack's readers-writer lock (support/stackLock.mjs); absent where the caller holds the stack already. */
  lock?: number;
  /** The public site's apps (each with a development build in the suite). */
  apps: AppName[];
  /** app (and the admin) -> the file its server answers /config.json with. */
  configFiles: Record<AppName | 'admin', string>;
  /** The apps' development builds, served beside the production ones against the same API. */
  dev: { urls: Record<AppName, string> };
}

function readStack(): StackInfo {
  const raw = process.env.E2E_STACK;
  if (!raw) throw new Error('E2E_STACK is not set: run the suite with `playwright test`, which runs global-setup.mjs');
  return JSON.parse(raw) as StackInfo;
}

export const stack = readStack();

/** Every remote's root URL (its remoteEntry.js and widget.js are beneath it), in the manifest's order. */
export const remoteUrls = REMOTE_NAMES.map((name) => stack.urls[name]);

async function control(action: 'start' | 'stop', name: ServerName): Promise<void> {
  const ask = () => fetch(`${stack.control}/${action}/${name}`, { method: 'POST' });
  // Both actions are idempotent. A kept-alive connection the control server closed while the test worked (5 s idle,
  // and a busy machine's timers run late) fails before the request is read ("other side closed"): ask again, once.
  const response = await ask().catch((error: unknown) => {
    if (error instanceof TypeError) return ask();
    throw error;
  });
  if (!response.ok) throw new Error(`${action} ${name} failed: ${await response.text()}`);
}

/**
 * Stops one server (its port stops answering) until startServer; both wait until done, and start is a no-op for a
 * running server. Tests stop servers through the `stackControl` fixture (support/test.ts), which starts them again
 * when the test ends, however it ends.
 */
export const stopServer = (name: ServerName) => control('stop', name);
export const startServer = (name: ServerName) => control('start', name);

/** The servers global-setup.mjs starts and can stop and start (the development builds' servers are not among them). */
export const STACK_SERVERS = Object.keys(stack.urls) as ServerName[];

/** What shows a server is up, as scripts/stack.mjs waits for it: the API's health, the shell's robots.txt (no render), the admin's page, a remote's container. */
function readinessUrl(name: ServerName): string {
  if (name === 'api') return `${stack.urls.api}/health`;
  if (name === 'shell') return `${stack.urls.shell}/robots.txt`;
  if (name === 'partner') return `${stack.urls.partner}/`;
  if (name === 'admin') return `${stack.urls.admin}/admin/`;
  if (name === 'mailbox') return `${stack.urls.mailbox}/api/email`;
  return `${stack.urls[name]}/remoteEntry.js`;
}

/** Whether a server answers its readiness URL with 2xx (a busy machine gets 10 s to answer). */
export const serverAnswers = (name: ServerName) =>
  fetch(readinessUrl(name), { signal: AbortSignal.timeout(hostCeiling(10_000)) }).then(
    (response) => response.ok,
    () => false,
  );

/** The harness keeps its database, storage and scratch files beside the runtime config files it writes (global-setup.mjs). */
export const harnessDir = path.dirname(path.dirname(stack.configFiles.shell));

type Row = Record<string, unknown>;

/** GET `${api}/api${path}` over real HTTP; lists may be bare arrays or `{ data: [...] }`, as the front end accepts. */
export async function apiGet(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(`${stack.urls.api}${path}`);
  expect(response.status(), `GET /api${path}`).toBe(200);
  return response.json();
}

export async function apiList(request: APIRequestContext, path: string): Promise<Row[]> {
  const body = await apiGet(request, path);
  const list = Array.isArray(body) ? body : (body as { data?: unknown }).data;
  expect(Array.isArray(list), `/api${path} returns a list`).toBe(true);
  expect((list as Row[]).length, `/api${path} is not empty (seeded)`).toBeGreaterThan(0);
  return list as Row[];
}

export async function apiItem(request: APIRequestContext, path: string): Promise<Row> {
  const body = (await apiGet(request, path)) as Row;
  const data = body.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Row) : body;
}

/** A string field of an API row, failing clearly when the contract changed. */
export function field(row: Row, name: string): string {
  const value = row[name];
  expect(typeof value, `field "${name}" in ${JSON.stringify(row).slice(0, 200)}`).toBe('string');
  return value as string;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
