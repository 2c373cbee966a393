// The operators' content command (`npm run content -- …`) run against the suite's own database and storage, with the
// API stopped around it: PGlite belongs to one process.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { stack, startServer, stopServer } from './stack';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
/** The harness keeps its database, storage and scratch files beside the runtime config files it writes (global-setup.mjs). */
export const harnessDir = path.dirname(path.dirname(stack.configFiles.shell));

function contentEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return { ...env, PGLITE_DIR: path.join(harnessDir, 'pglite'), STORAGE_DIR: path.join(harnessDir, 'storage') };
}

/** `npm run content -- <args>` on the suite's database and storage (the API must be stopped for import and export). */
export const contentCommand = (...args: string[]) => execFileAsync('npm', ['run', 'content', '--', ...args], { cwd: root, env: contentEnv() });

/** The content version the API answers now (GET /api/content-version). */
export async function apiContentVersion(): Promise<string> {
  const answer = await fetch(`${stack.urls.api}/content-version`);
  if (!answer.ok) throw new Error(`GET /api/content-version: ${answer.status}`);
  return ((await answer.json()) as { version: string }).version;
}

/** The content version a rendering server keeps its pages for (`x-content-version` on a page), or null. */
export async function siteContentVersion(shellUrl: string = stack.urls.shell): Promise<string | null> {
  const answer = await fetch(`${shellUrl}/`, { method: 'HEAD' }).catch(() => null);
  return answer?.headers.get('x-content-version') ?? null;
}

/**
 * Waits until the rendering server keeps its pages for the content the API has now: it polls the API's version
 * (twice a second), so a page asked for right after an import could otherwise still be the one kept before.
 */
export async function waitForSiteContent(shellUrl: string = stack.urls.shell, timeoutMs = 30_000): Promise<void> {
  const expected = await apiContentVersion();
  const deadline = Date.now() + timeoutMs;
  while ((await siteContentVersion(shellUrl)) !== expected) {
    if (Date.now() > deadline) throw new Error(`the rendering server at ${shellUrl} did not learn content version ${expected} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops the API for `work`, and starts it again whatever happens; then waits until the site serves its content. */
export async function withApiStopped<T>(work: () => Promise<T>): Promise<T> {
  await stopServer('api');
  try {
    return await work();
  } finally {
    await startServer('api');
    await waitForSiteContent();
  }
}
