// Builds the API and the four apps through wireit (package.json "wireit"): each build's inputs and outputs are
// declared beside its script, and a build whose inputs' contents are unchanged is skipped (or restored from wireit's
// cache). This module is how start.mjs, the e2e setup and the benchmarks ask for a build: wireit does the work; this
// only runs it (execa), shows wireit's one summary line and keeps the builds' output for a failure.
// `npm run build` (production: dist/), `npm run build:dev` (development builds in dist-dev/, for the e2e suite's
// hydration check: React reports attribute mismatches only in development). One app: `npm run build -w @starfamily/shell`.
import os from 'node:os';
import { execa } from 'execa';
import { ROOT } from './stack.mjs';

const running = new Set();

/** Stops builds in progress (for a Ctrl-C or SIGTERM during `npm start`). */
export function stopBuilds() {
  for (const child of running) child.kill('SIGTERM');
}

export class BuildError extends Error {}

/**
 * Builds what changed: every build (`names` omitted) or the named ones, production or development. Two at a time by
 * default (WIREIT_PARALLEL overrides): a webpack build takes a core. Throws BuildError with the output on failure.
 */
export async function build({ names, variant = 'production', log = console.log } = {}) {
  const script = variant === 'development' ? 'build:dev' : 'build';
  const workspaces = names ? names.flatMap((name) => ['-w', `@starfamily/${name}`]) : [];
  const env = { WIREIT_PARALLEL: process.env.WIREIT_PARALLEL ?? String(Math.min(2, os.availableParallelism())) };
  // stdout and stderr in one, as a terminal would show them.
  const child = execa('npm', ['run', script, ...workspaces], { cwd: ROOT, env, stdin: 'ignore', all: true, reject: false });
  running.add(child);
  // wireit's summary says what ran and what was fresh; the builds' own output is kept for a failure.
  child.all.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) if (/Ran \d+ scripts? and skipped/.test(line)) log(`  ${line.trim()}`);
  });
  const result = await child;
  running.delete(child);
  if (result.failed) {
    const tail = (result.all ?? '').trim().split('\n').slice(-80).join('\n');
    throw new BuildError(
      `npm run ${script} failed (${result.signal ?? (result.exitCode === undefined ? result.shortMessage : `exit ${result.exitCode}`)}):\n${tail}`,
    );
  }
}
