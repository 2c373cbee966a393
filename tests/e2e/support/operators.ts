// The operators' command (`npm run operators -- …`, docs/admin.md "Command line") run against the suite's own
// database while the stack serves, as an operator runs it on a server: on PGlite the running API does the work.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { harnessDir, stack } from './stack';
import { hostCeiling } from '../../../shared/server/hostSpeed.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/** `npm run operators -- <args>` on the suite's database; its output, or an error with it. */
export async function operatorsCommand(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return run('npm', ['run', 'operators', '--', ...args], {
    cwd: root,
    // The set-up link it prints is on the suite's site.
    env: {
      ...env,
      PGLITE_DIR: path.join(harnessDir, 'pglite'),
      STORAGE_DIR: path.join(harnessDir, 'storage'),
      SHELL_URL: stack.urls.shell,
    },
    timeout: hostCeiling(120_000),
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

/**
 * A new operator with a password, set through the set-up API (admin.spec checks the set-up screens themselves), then
 * signed in from the sign-in form in `page`. Returns the operator's email.
 */
export async function signInAsNewOperator(
  page: Page,
  role: 'admin' | 'editor',
  password = 'copper kettle under seven hills',
): Promise<string> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const token = decodeURIComponent(/#token=(.+)$/.exec(await addOperator(email, role))![1]!);
  // The anonymous calls take any CSRF token, from the admin's origin (docs/admin.md).
  const headers = { origin: stack.urls.shell, 'x-csrf-token': 'anonymous' };
  const answer = await page.request.post(`${stack.apiBaseUrl}/api/admin/setup`, { headers, data: { token, password } });
  if (answer.status() !== 204) throw new Error(`setting the password answered ${answer.status()}: ${await answer.text()}`);
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/admin\/(?!login)/);
  return email;
}
