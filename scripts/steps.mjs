// Runs a test suite's steps one after another and prints a summary with each step's time: the whole suite's
// (scripts/test.mjs) and one app's (scripts/test-app.mjs). A failed step stops the steps that need it; the others still
// run, so the summary says all that is known. No kept runner does this: wireit (which runs the builds) can order steps
// and keep going past a failure, but prints neither each step's time nor which steps were not run; npm-run-all neither.
import { spawn } from 'node:child_process';
import { requireNodeMajor } from '../shared/server/nodeVersion.js';
import { ROOT } from './stack.mjs';

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const since = (startedAt) => ((Date.now() - startedAt) / 1000).toFixed(1);

/** Runs a command from the repository's root with its output straight to the terminal; resolves to its exit code. */
function run([command, ...args], onStart) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    onStart(child);
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : code));
  });
}

/**
 * Runs `steps` in order and exits with 0 when each passed or was skipped. A step is `{ name, command, needs, when }`:
 * `needs` the names of steps that must pass first, `when` returns why the step is skipped, or nothing. `skip` names
 * steps to leave out (`--skip`); `label` names the run in the Node check and the summary.
 */
export async function runSteps(steps, { skip = [], label }) {
  // First line of the run: what every step runs on (the steps start `node` from PATH, which npm points at this one).
  console.log(`Node ${process.version} (${process.execPath})`);
  requireNodeMajor(label);
  for (const name of skip) {
    if (!steps.some((step) => step.name === name))
      throw new Error(`--skip ${name}: no such step (${steps.map((step) => step.name).join(', ')})`);
  }

  let child = null;
  // Ctrl-C reaches the step's process group too; report what was interrupted rather than a stack trace.
  process.on('SIGINT', () => {
    const running = steps.find((step) => step.status === 'running');
    console.error(`\ninterrupted${running ? ` during ${running.name}` : ''}`);
    child?.kill('SIGINT');
    process.exit(130);
  });

  const byName = new Map(steps.map((step) => [step.name, step]));
  const startedAt = Date.now();
  for (const step of steps) {
    // A step left out says so, whatever its needs did.
    const skipped = skip.includes(step.name) ? '--skip' : step.when?.();
    const failedNeed = (step.needs ?? []).find((name) => ['failed', 'not run'].includes(byName.get(name).status));
    if (skipped) {
      step.status = 'skipped';
      step.note = `skipped (${skipped})`;
      continue;
    }
    if (failedNeed) {
      step.status = 'not run';
      step.note = `not run (${failedNeed} did not pass)`;
      continue;
    }
    console.log(bold(`\n━━ ${step.name}: ${step.command.join(' ')}`));
    step.status = 'running';
    const stepStartedAt = Date.now();
    const code = await run(step.command, (started) => (child = started));
    step.seconds = since(stepStartedAt);
    step.status = code === 0 ? 'passed' : 'failed';
    step.note = code === 0 ? 'passed' : `FAILED (exit ${code})`;
  }

  console.log(bold(`\n━━ ${label}: summary (${since(startedAt)}s in all, Node ${process.version})`));
  const width = Math.max(...steps.map((step) => step.name.length));
  for (const step of steps) console.log(`  ${step.name.padEnd(width)} ${step.note}${step.seconds ? ` in ${step.seconds}s` : ''}`);
  process.exit(steps.every((step) => ['passed', 'skipped'].includes(step.status)) ? 0 : 1);
}
