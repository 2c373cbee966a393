// `npm test`: every check, with a summary at the end. A failed step stops the steps that need it; the others still
// run, so the summary says all that is known. The heavy steps one at a time; beside them the API tests at a lower
// priority, from the start (they need no build), and the single-threaded checks two at a time: what one step leaves
// idle, another takes (docs/decisions/0097-api-tests-beside-the-e2e-suite.md, 0098).
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
  // First, and beside every other step, at a lower priority: node's test runner over the API needs no build, and its
  // files take the cores the other steps leave idle (the single-threaded checks below, the suite's waits) without
  // slowing them (shared/server/hostSpeed.js, docs/testing.md "The host and the load"). Its output is printed when it
  // ends; the summary waits for it.
  { name: 'API tests', command: ['nice', '-n', String(NICE_BESIDE_E2E), 'npm', 'run', 'test:api'], beside: true },
  // The checks that run on one core each run side by side, two at a time: the links and the format beside typecheck
  // and lint. A broken link or format is cheaper to hear about early; nothing waits for them but the summary.
  { name: 'docs links', command: ['npm', 'run', 'docs:check'], beside: true },
  // Prettier's check of every file it formats (.prettierignore leaves out what tools write); `npm run format` fixes it.
  { name: 'format', command: ['npm', 'run', 'format:check'], beside: true },
  {
    name: 'lint',
    command: ['npm', 'run', 'lint'],
    when: () => !anyFile(...configs('eslint.config')) && 'no eslint.config.* at the root',
    beside: true,
  },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'unit tests', command: ['npx', 'jest'], when: () => !anyFile(...configs('jest.config')) && 'no jest.config.* at the root' },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'size budgets', command: ['npm', 'run', 'size'], needs: ['build'] },
  // The e2e suite's setup builds what is stale; the development builds (for React's hydration warnings) are a step of
  // their own, so their time is shown apart from the suite's.
  { name: 'dev build', command: ['npm', 'run', 'build:dev'], needs: ['build'] },
  {
    name: 'e2e',
    command: ['npm', 'run', 'test:e2e'],
    needs: ['typecheck', 'lint', 'unit tests', 'build', 'size budgets', 'dev build'],
  },
];

// `npm test -- --skip e2e` (or any step's name; repeatable) leaves steps out, for a quick run of the rest.
const { values: options } = parseArgs({ options: { skip: { type: 'string', multiple: true, default: [] } } });

await runSteps(STEPS, { skip: options.skip, label: 'npm test' });
