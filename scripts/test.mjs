// `npm test`: every check, with a summary at the end. A failed step stops the steps that need it; the others still
// run, so the summary says all that is known. One step at a time, but for the API tests, which run beside the e2e
// suite: both are CPU-bound, yet the suite leaves a core idle for much of its time (a test waiting for a server, a
// timer, an animation), and that is where the API tests' time goes (docs/decisions/0097-api-tests-beside-the-e2e-suite.md).
// The step runner is ours (scripts/steps.mjs says why no kept tool fits).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NICE_BESIDE_E2E } from '../shared/server/hostSpeed.js';
import { ROOT } from './stack.mjs';
import { runSteps } from './steps.mjs';

const anyFile = (...names) => names.some((name) => existsSync(path.join(ROOT, name)));
const configs = (base) => ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts', 'json'].map((ext) => `${base}.${ext}`);

// `needs`: the steps that must pass first. `when` returns why a step is skipped, or nothing.
const STEPS = [
  // Seconds, and a broken link in the docs is cheaper to hear about before the long steps.
  { name: 'docs links', command: ['npm', 'run', 'docs:check'] },
  // Prettier's check of every file it formats (.prettierignore leaves out what tools write); `npm run format` fixes it.
  { name: 'format', command: ['npm', 'run', 'format:check'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'], when: () => !anyFile(...configs('eslint.config')) && 'no eslint.config.* at the root' },
  { name: 'unit tests', command: ['npx', 'jest'], when: () => !anyFile(...configs('jest.config')) && 'no jest.config.* at the root' },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'size budgets', command: ['npm', 'run', 'size'], needs: ['build'] },
  // The e2e suite's setup builds what is stale; the development builds (for React's hydration warnings) are a step of
  // their own, so their time is shown apart from the suite's.
  { name: 'dev build', command: ['npm', 'run', 'build:dev'], needs: ['build'] },
  // Started before the e2e suite and not waited for: its output is printed when it ends, the summary waits for it.
  // At a lower priority: the files take the cores the suite leaves idle and never stretch its waits
  // (shared/server/hostSpeed.js, docs/testing.md "The host and the load").
  { name: 'API tests', command: ['nice', '-n', String(NICE_BESIDE_E2E), 'npm', 'run', 'test:api'], beside: true },
  {
    name: 'e2e',
    command: ['npm', 'run', 'test:e2e'],
    needs: ['typecheck', 'lint', 'unit tests', 'build', 'size budgets', 'dev build'],
  },
];

// `npm test -- --skip e2e` (or any step's name; repeatable) leaves steps out, for a quick run of the rest.
const { values: options } = parseArgs({ options: { skip: { type: 'string', multiple: true, default: [] } } });

await runSteps(STEPS, { skip: options.skip, label: 'npm test' });
