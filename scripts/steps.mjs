// Runs a test suite's steps in order (one may run beside the next ones) and prints a summary with each step's time:
// the whole suite's (scripts/test.mjs) and one app's (scripts/test-app.mjs). A failed step stops the steps that need
// it; the others still run, so the summary says all that is known. No kept runner does this: wireit (which runs the
// builds) can order steps and keep going past a failure, but prints neither each step's time nor which steps were not
// run; npm-run-all neither.
import { spawn } from 'node:child_process';
import { describeHost } from '../shared/server/hostSpeed.js';
import { requireNodeMajor } from '../shared/server/nodeVersion.js';
import { ROOT } from './stack.mjs';

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const since = (startedAt) => ((Date.now() - startedAt) / 1000).toFixed(1);

/**
 * Runs a command from the repository's root; resolves to its exit code. Its output goes straight to the terminal, or,
 * with `collect`, is kept and handed over when it ends (a step running beside others prints its output in one block).
 */
function run([command, ...args], onStart, collect) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (collect) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    onStart(child);
    const done = (code) => {
      if (collect) collect(Buffer.concat(chunks).toString());
      resolve(code);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      if (!collect) console.error(error.message);
      done(1);
    });
    child.on('close', (code, signal) => done(signal ? 1 : code));
  });
}

/**
 * Runs `steps` in order and exits with 0 when each passed or was skipped. A step is
 * `{ name, command, needs, when, beside }`: `needs` the names of steps that must pass first, `when` returns why the
 * step is skipped, or nothing. A step `beside` the next ones is started and not waited for: the steps after it run
 * meanwhile, its output is printed in one block when it ends, and the summary waits for it (a step that needs it
 * waits too). `skip` names steps to leave out (`--skip`); `label` names the run in the Node check and the summary.
 */
export async function runSteps(steps, { skip = [], label }) {
  // First line of the run: what every step runs on (the steps start `node` from PATH, which npm points at this one).
  console.log(`Node ${process.version} (${process.execPath})`);
  requireNodeMajor(label);
  // Second line: the host's speed, measured once here and passed on (HOST_BENCHMARK_INDEX) to every step, which scales
  // its ceilings and its load by it (shared/server/hostSpeed.js).
  console.log(describeHost());
  for (const name of skip) {
    if (!steps.some((step) => step.name === name))
      throw new Error(`--skip ${name}: no such step (${steps.map((step) => step.name).join(', ')})`);
  }

  const children = new Set();
  // Ctrl-C reaches the steps' process groups too; report what was interrupted rather than a stack trace.
  process.on('SIGINT', () => {
    const running = steps.filter((step) => step.status === 'running').map((step) => step.name);
    console.error(`\ninterrupted${running.length > 0 ? ` during ${running.join(', ')}` : ''}`);
    for (const child of children) child.kill('SIGINT');
    process.exit(130);
  });

  const byName = new Map(steps.map((step) => [step.name, step]));
  const startedAt = Date.now();
  /** Steps running beside the others: name -> the promise of their end. */
  const besides = new Map();
  const start = (step) => {
    const stepStartedAt = Date.now();
    step.status = 'running';
    const collect = step.beside
      ? (output) => {
          console.log(bold(`\n━━ ${step.name} (ran beside the steps after it, ${since(stepStartedAt)}s): ${step.command.join(' ')}`));
          process.stdout.write(output);
        }
      : undefined;
    return run(
      step.command,
      (child) => {
        children.add(child);
        child.on('close', () => children.delete(child));
      },
      collect,
    ).then((code) => {
      step.seconds = since(stepStartedAt);
      step.status = code === 0 ? 'passed' : 'failed';
      step.note = `${code === 0 ? 'passed' : `FAILED (exit ${code})`}${step.beside ? ' (beside the steps after it)' : ''}`;
    });
  };
  for (const step of steps) {
    // A step left out says so, whatever its needs did.
    const skipped = skip.includes(step.name) ? '--skip' : step.when?.();
    if (skipped) {
      step.status = 'skipped';
      step.note = `skipped (${skipped})`;
      continue;
    }
    // A step that needs one running beside waits for it.
    await Promise.all((step.needs ?? []).map((name) => besides.get(name)));
    const failedNeed = (step.needs ?? []).find((name) => ['failed', 'not run'].includes(byName.get(name).status));
    if (failedNeed) {
      step.status = 'not run';
      step.note = `not run (${failedNeed} did not pass)`;
      continue;
    }
    if (step.beside) {
      console.log(bold(`\n━━ ${step.name}: ${step.command.join(' ')} (beside the steps after it; its output when it ends)`));
      besides.set(step.name, start(step));
      continue;
    }
    console.log(bold(`\n━━ ${step.name}: ${step.command.join(' ')}`));
    await start(step);
  }
  await Promise.all(besides.values());

  console.log(bold(`\n━━ ${label}: summary (${since(startedAt)}s in all, Node ${process.version})`));
  const width = Math.max(...steps.map((step) => step.name.length));
  for (const step of steps) console.log(`  ${step.name.padEnd(width)} ${step.note}${step.seconds ? ` in ${step.seconds}s` : ''}`);
  process.exit(steps.every((step) => ['passed', 'skipped'].includes(step.status)) ? 0 : 1);
}
