// `npm test`: every check, with a summary at the end. Steps run as soon as the steps they need have passed, so the
// API tests (mostly waiting on databases, SMTP and restarts) run beside the checks and the build instead of after
// them; the end-to-end tests, which need the whole machine, run alone at the end. A failed step stops what needs it;
// steps already running finish, so the summary says all that is known.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './stack.mjs';

const anyFile = (...names) => names.some((name) => existsSync(path.join(ROOT, name)));
const configs = (base) => ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts', 'json'].map((ext) => `${base}.${ext}`);

// `needs`: the steps that must pass first. `when` returns why a step is skipped, or nothing.
const STEPS = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'], needs: ['typecheck'], when: () => !anyFile(...configs('eslint.config')) && 'no eslint.config.* at the root' },
  { name: 'unit tests', command: ['npx', 'jest'], needs: ['lint'], when: () => !anyFile(...configs('jest.config')) && 'no jest.config.* at the root' },
  { name: 'API tests', command: ['npm', 'run', 'test:api'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'size budgets', command: ['npm', 'run', 'size'], needs: ['build'] },
  // The e2e suite's setup builds what is stale; the development builds (for React's hydration warnings) are made here,
  // beside the API tests, rather than inside the e2e step, which runs alone.
  { name: 'dev build', command: ['npm', 'run', 'build:dev'], needs: ['size budgets'] },
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'], needs: ['typecheck', 'lint', 'unit tests', 'API tests', 'build', 'size budgets', 'dev build'] },
];

// `npm test -- --skip e2e` (or any step's name; repeatable) leaves steps out, for a quick run of the rest.
const { values: options } = parseArgs({ options: { skip: { type: 'string', multiple: true, default: [] } } });
for (const name of options.skip) {
  if (!STEPS.some((step) => step.name === name)) throw new Error(`--skip ${name}: no such step (${STEPS.map((step) => step.name).join(', ')})`);
}

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const since = (startedAt) => ((Date.now() - startedAt) / 1000).toFixed(1);

const children = new Set();

/**
 * Runs a step. Alone, its output goes straight to the terminal; beside others, it is kept and printed whole when the
 * step ends, so two steps' lines never interleave.
 */
function run([command, ...args], { alone }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (code) => {
      children.delete(child);
      resolve({ code, output: Buffer.concat(output).toString() });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(signal ? 1 : code));
  });
}

// Ctrl-C reaches the steps' process group too; report what was interrupted rather than a stack trace.
process.on('SIGINT', () => {
  const running = STEPS.filter((step) => step.status === 'running').map((step) => step.name);
  console.error(`\ninterrupted${running.length ? ` during ${running.join(', ')}` : ''}`);
  for (const child of children) child.kill('SIGINT');
  process.exit(130);
});

const byName = new Map(STEPS.map((step) => [step.name, step]));
for (const step of STEPS) step.status = 'waiting';
const startedAt = Date.now();

/** Starts every step whose needs have passed; marks "not run" every step whose needs failed. */
function schedule() {
  for (const step of STEPS.filter((candidate) => candidate.status === 'waiting')) {
    const needs = (step.needs ?? []).map((name) => byName.get(name));
    if (needs.some((need) => ['failed', 'not run'].includes(need.status))) {
      step.status = 'not run';
      continue;
    }
    if (!needs.every((need) => ['passed', 'skipped'].includes(need.status))) continue;
    const skip = options.skip.includes(step.name) ? '--skip' : step.when?.();
    if (skip) {
      step.status = 'skipped';
      step.note = `skipped (${skip})`;
      continue;
    }
    start(step);
  }
}

function start(step) {
  step.status = 'running';
  const alone = STEPS.every((other) => other === step || other.status !== 'running') && STEPS.every((other) => other.status !== 'waiting');
  console.log(bold(`\n━━ ${step.name}: ${step.command.join(' ')}${alone ? '' : ' (beside other steps: its output follows when it ends)'}`));
  const stepStartedAt = Date.now();
  step.done = run(step.command, { alone }).then(({ code, output }) => {
    step.seconds = since(stepStartedAt);
    step.status = code === 0 ? 'passed' : 'failed';
    step.note = code === 0 ? 'passed' : `FAILED (exit ${code})`;
    if (!alone) console.log(bold(`\n━━ ${step.name} ${step.note} in ${step.seconds}s (at ${since(startedAt)}s):`) + `\n${output}`);
    schedule();
  });
}

schedule();
// Steps are started from the end of the steps they need: wait until nothing runs.
while (STEPS.some((step) => step.status === 'running')) {
  await Promise.race(STEPS.filter((step) => step.status === 'running').map((step) => step.done));
}

console.log(bold(`\n━━ summary (${since(startedAt)}s in all)`));
for (const step of STEPS) {
  const note = step.note ?? step.status;
  console.log(`  ${step.name.padEnd(12)} ${note}${step.seconds ? ` in ${step.seconds}s` : ''}`);
}
process.exit(STEPS.every((step) => ['passed', 'skipped'].includes(step.status)) ? 0 : 1);
