// Builds the API and the four apps through wireit (package.json "wireit"): each build's inputs and outputs are
// declared beside its script, and a build whose inputs' contents are unchanged is skipped (or restored from wireit's
// cache). This module is how start.mjs, the e2e setup and the benchmarks ask for a build.
// `npm run build` (production: dist/), `npm run build:dev` (development builds in dist-dev/, for the e2e suite's
// hydration check: React reports attribute mismatches only in development). One app: `npm run build -w @starfamily/shell`.
import { spawn } from 'node:child_process';
import os from 'node:os';
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
export function build({ names, variant = 'production', log = console.log } = {}) {
  const script = variant === 'development' ? 'build:dev' : 'build';
  const workspaces = names ? names.flatMap((name) => ['-w', `@starfamily/${name}`]) : [];
  const env = { ...process.env, WIREIT_PARALLEL: process.env.WIREIT_PARALLEL ?? String(Math.min(2, os.availableParallelism())) };
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, ...workspaces], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      // wireit's summary says what ran and what was fresh; the builds' own output is kept for a failure.
      for (const line of String(chunk).split('\n')) if (/Ran \d+ scripts? and skipped/.test(line)) log(`  ${line.trim()}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (error) => reject(new BuildError(`${script} could not start: ${error.message}`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new BuildError(`npm run ${script} failed (${signal ?? `exit ${code}`}):\n${output.trim().split('\n').slice(-80).join('\n')}`));
    });
  });
}
