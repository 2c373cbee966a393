// `npm test`: every check, in order, stopping at the first failure, with a summary at the end.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

const anyFile = (...names) => names.some((name) => existsSync(path.join(ROOT, name)));
const configs = (base) => ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts', 'json'].map((ext) => `${base}.${ext}`);

// `when` returns why a step is skipped, or nothing: lint and unit tests exist only once their configs do.
const STEPS = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'], when: () => !anyFile(...configs('eslint.config')) && 'no eslint.config.* at the root' },
  { name: 'unit tests', command: ['npx', 'jest'], when: () => !anyFile(...configs('jest.config')) && 'no jest.config.* at the root' },
  { name: 'API tests', command: ['npm', 'run', 'test:api'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'size budgets', command: ['npm', 'run', 'size'] },
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'] },
];

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : code));
  });
}

let current = null;
// Ctrl-C reaches the step's process group too; report what was interrupted rather than a stack trace.
process.on('SIGINT', () => {
  console.error(`\ninterrupted${current ? ` during ${current}` : ''}`);
  process.exit(130);
});

const results = [];
let failed = false;
for (const [index, step] of STEPS.entries()) {
  const skip = step.when?.();
  if (failed) {
    results.push({ step, status: 'not run' });
    continue;
  }
  if (skip) {
    results.push({ step, status: `skipped (${skip})` });
    continue;
  }
  console.log(bold(`\n━━ [${index + 1}/${STEPS.length}] ${step.name}: ${step.command.join(' ')}`));
  current = step.name;
  const startedAt = Date.now();
  const code = await run(step.command);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  failed = code !== 0;
  results.push({ step, status: failed ? `FAILED (exit ${code})` : 'passed', seconds });
}

console.log(bold('\n━━ summary'));
for (const { step, status, seconds } of results) {
  console.log(`  ${step.name.padEnd(11)} ${status}${seconds ? ` in ${seconds}s` : ''}`);
}
process.exit(failed ? 1 : 0);
