// `npm test`: every check, one after another, with a summary at the end. A failed step stops the steps that need it;
// the others still run, so the summary says all that is known. One at a time: on two cores, steps side by side took
// as long in all (626 s against 613 s) and made each slower, which is where timing-sensitive tests break
// (docs/decisions/0071-npm-test-one-step-at-a-time.md).
// Ours: concurrently (--max-processes 1 --timings) prints times but runs a step whose needs failed; npm-run-all2 prints
// no times; wireit (dependencies, WIREIT_FAILURES=continue) skips those steps but ends with counts, not the summary
// below of every step's outcome and time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './stack.mjs';
import { requireNodeMajor } from '../shared/server/nodeVersion.js';

// First line of the run: what every step runs on (the steps start `node` from PATH, which npm points at this one).
console.log(`Node ${process.version} (${process.execPath})`);
requireNodeMajor('npm test');

const anyFile = (...names) => names.some((name) => existsSync(path.join(ROOT, name)));
const configs = (base) => ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts', 'json'].map((ext) => `${base}.${ext}`);

// `needs`: the steps that must pass first. `when` returns why a step is skipped, or nothing.
const STEPS = [
  // Seconds, and a broken link in the docs is cheaper to hear about before the long steps.
  { name: 'docs links', command: ['npm', 'run', 'docs:check'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'], when: () => !anyFile(...configs('eslint.config')) && 'no eslint.config.* at the root' },
  { name: 'unit tests', command: ['npx', 'jest'], when: () => !anyFile(...configs('jest.config')) && 'no jest.config.* at the root' },
  { name: 'API tests', command: ['npm', 'run', 'test:api'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'size budgets', command: ['npm', 'run', 'size'], needs: ['build'] },
  // The e2e suite's setup builds what is stale; the development builds (for React's hydration warnings) are a step of
  // their own, so their time is shown apart from the suite's.
  { name: 'dev build', command: ['npm', 'run', 'build:dev'], needs: ['build'] },
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'], needs: ['typecheck', 'lint', 'unit tests', 'API tests', 'build', 'size budgets', 'dev build'] },
];

// `npm test -- --skip e2e` (or any step's name; repeatable) leaves steps out, for a quick run of the rest.
const { values: options } = parseArgs({ options: { skip: { type: 'string', multiple: true, default: [] } } });
for (const name of options.skip) {
  if (!STEPS.some((step) => step.name === name)) throw new Error(`--skip ${name}: no such step (${STEPS.map((step) => step.name).join(', ')})`);
}

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const since = (startedAt) => ((Date.now() - startedAt) / 1000).toFixed(1);

let child = null;

/** Runs a step with its output straight to the terminal; resolves to its exit code. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : code));
  });
}

// Ctrl-C reaches the step's process group too; report what was interrupted rather than a stack trace.
process.on('SIGINT', () => {
  const running = STEPS.find((step) => step.status === 'running');
  console.error(`\ninterrupted${running ? ` during ${running.name}` : ''}`);
  child?.kill('SIGINT');
  process.exit(130);
});

const byName = new Map(STEPS.map((step) => [step.name, step]));
const startedAt = Date.now();

for (const step of STEPS) {
  const failedNeed = (step.needs ?? []).find((name) => ['failed', 'not run'].includes(byName.get(name).status));
  const skip = options.skip.includes(step.name) ? '--skip' : step.when?.();
  if (failedNeed) {
    step.status = 'not run';
    step.note = `not run (${failedNeed} did not pass)`;
    continue;
  }
  if (skip) {
    step.status = 'skipped';
    step.note = `skipped (${skip})`;
    continue;
  }
  console.log(bold(`\n━━ ${step.name}: ${step.command.join(' ')}`));
  step.status = 'running';
  const stepStartedAt = Date.now();
  const code = await run(step.command);
  step.seconds = since(stepStartedAt);
  step.status = code === 0 ? 'passed' : 'failed';
  step.note = code === 0 ? 'passed' : `FAILED (exit ${code})`;
}

console.log(bold(`\n━━ summary (${since(startedAt)}s in all, Node ${process.version})`));
for (const step of STEPS) console.log(`  ${step.name.padEnd(12)} ${step.note}${step.seconds ? ` in ${step.seconds}s` : ''}`);
process.exit(STEPS.every((step) => ['passed', 'skipped'].includes(step.status)) ? 0 : 1);
