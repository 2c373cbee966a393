// The operators' content command (`npm run content -- …`) run against the suite's own database and storage while the
// stack serves, as an operator runs it: the running API does an export's or import's work (its operator endpoint), and
// its content cache empties at once. Tests run it through the `stackControl` fixture (test.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { harnessDir, stack } from './stack';
import { hostCeiling } from '../../../shared/server/hostSpeed.js';

export { harnessDir };
const root = path.resolve(import.meta.dirname, '../../..');

function contentEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return { ...env, PGLITE_DIR: path.join(harnessDir, 'pglite'), STORAGE_DIR: path.join(harnessDir, 'storage') };
}

/** A running `npm run content -- …`: what it printed once it is done, and a way to end it early. */
export interface ContentCommand {
  readonly args: readonly string[];
  /** Resolves when it exits 0; rejects with its output otherwise (also when `end` stopped it). */
  readonly done: Promise<{ stdout: string; stderr: string }>;
  /** Whether it (npm and everything npm started) has exited. */
  readonly exited: () => boolean;
  /** SIGTERM to the command's whole process group (npm, tsx, node), SIGKILL after 5 s; resolves once all are gone. */
  readonly end: () => Promise<void>;
}

/**
 * Starts `npm run content -- <args>` on the suite's database and storage. Its own process group, so that a test's teardown can end npm together with the tsx and node under it.
 * Tests run it through the `stackControl` fixture, which ends what is still running when the test is over.
 */
export function startContentCommand(...args: string[]): ContentCommand {
  const child = spawn('npm', ['run', 'content', '--', ...args], {
    cwd: root,
    env: contentEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let gone = false;
  // 'close': npm has exited and so has every process that held its output open (tsx, node).
  const closed = new Promise<number | string | null>((resolve) => {
    child.once('error', (error) => {
      gone = true;
      resolve(error.message);
    });
    child.once('close', (code, signal) => {
      gone = true;
      resolve(signal ?? code);
    });
  });
  const done = closed.then((status) => {
    if (status === 0) return { stdout, stderr };
    throw new Error(`npm run content -- ${args.join(' ')} ended with ${String(status)}:\n${stderr.slice(-2000)}`);
  });
  done.catch(() => undefined); // whoever awaits `done` sees the error; an ended command is not an unhandled rejection
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const end = async () => {
    if (gone) return;
    signalGroup('SIGTERM');
    const escalate = setTimeout(() => signalGroup('SIGKILL'), 5_000);
    await closed;
    clearTimeout(escalate);
  };
  return { args, done, exited: () => gone, end };
}

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
export async function waitForSiteContent(shellUrl: string = stack.urls.shell, timeoutMs = hostCeiling(30_000)): Promise<void> {
  const expected = await apiContentVersion();
  const deadline = Date.now() + timeoutMs;
  while ((await siteContentVersion(shellUrl)) !== expected) {
    if (Date.now() > deadline)
      throw new Error(`the rendering server at ${shellUrl} did not learn content version ${expected} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
