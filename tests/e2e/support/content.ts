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

/** Stops the API for `work`, and starts it again whatever happens. */
export async function withApiStopped<T>(work: () => Promise<T>): Promise<T> {
  await stopServer('api');
  try {
    return await work();
  } finally {
    await startServer('api');
  }
}
