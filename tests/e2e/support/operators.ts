// The operators' command (`npm run operators -- …`, docs/admin.md "Command line") run against the suite's own
// database while the stack serves, as an operator runs it on a server: on PGlite the running API does the work.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { harnessDir, stack } from './stack';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/** `npm run operators -- <args>` on the suite's database; its output, or an error with it. */
export async function operatorsCommand(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return run('npm', ['run', 'operators', '--', ...args], {
    cwd: root,
    // The set-up link it prints is on the suite's site.
    env: { ...env, PGLITE_DIR: path.join(harnessDir, 'pglite'), STORAGE_DIR: path.join(harnessDir, 'storage'), SHELL_URL: stack.urls.shell },
    timeout: 120_000,
  });
}

/** The set-up link's path on the suite's site (`/admin/setup#token=...`), from what `add` or `reset` printed. */
export function setupPathFrom(output: string): string {
  const link = /https?:\/\/\S+\/admin\/setup#token=[\w.~%-]+/.exec(output)?.[0];
  if (!link) throw new Error(`no set-up link in the command's output:\n${output}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/** Adds an account with `npm run operators -- add` and returns its set-up link's path. */
export async function addOperator(email: string, role: 'admin' | 'editor'): Promise<string> {
  const { stdout, stderr } = await operatorsCommand('add', email, '--role', role);
  return setupPathFrom(`${stdout}\n${stderr}`);
}
