// `npm test -w <app>`: one app's own checks, for a team that deploys its app on its own (docs/testing.md). npm runs the
// app's `test` script in the app's folder, which names the app: its typecheck (the app's tsconfig.json), lint (ESLint
// on its folder), unit tests (its Jest project, or its own `test:unit` script) and build (its wireit build, server
// build included), and with `--e2e` the end-to-end specs it owns (tests/e2e-owners.ts) against the composed site.
// `--skip <step>` leaves a step out; Playwright's arguments go after a second `--`. The root `npm test` stays the
// whole suite.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES } from '../shared/server/config.js';
import { specsOwnedBy } from '../tests/e2e-owners.ts';
import { APPS, ROOT } from './stack.mjs';
import { runSteps } from './steps.mjs';

const readPackage = (folder) => JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
const app = path.relative(ROOT, process.cwd());
// An app is a workspace (a top-level folder with a package.json: the root's `"workspaces": ["*"]`) whose `test` script
// is this one (tests/e2e-owners.test.ts counts them the same way).
const isWorkspace = app !== '' && !app.includes(path.sep) && !app.startsWith('..') && existsSync(path.join(process.cwd(), 'package.json'));
const { name: workspace, scripts } = isWorkspace ? readPackage(process.cwd()) : {};
if (!scripts?.test?.includes('scripts/test-app.mjs')) {
  throw new Error(`scripts/test-app.mjs runs in an app's folder (npm test -w <app>), not in ${process.cwd()}`);
}

const { values: options, positionals: playwrightArgs } = parseArgs({
  options: { e2e: { type: 'boolean', default: false }, skip: { type: 'string', multiple: true, default: [] } },
  allowPositionals: true,
});
const specs = specsOwnedBy(app, { site: APPS, remotes: REMOTE_NAMES });
if (options.e2e && specs.length === 0) throw new Error(`no e2e spec is owned by ${app} (tests/e2e-owners.ts)`);

const STEPS = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', `${app}/tsconfig.json`, '--noEmit'] },
  { name: 'format', command: ['npx', 'prettier', '--check', app] },
  { name: 'lint', command: ['npx', 'eslint', app] },
  {
    name: 'unit tests',
    // The API's tests run on node's test runner (its own script); the front ends' are projects of the root Jest config.
    command: scripts['test:unit'] ? ['npm', 'run', 'test:unit', '-w', workspace] : ['npx', 'jest', '--selectProjects', app],
  },
  { name: 'build', command: ['npm', 'run', 'build', '-w', workspace] },
  {
    name: 'e2e',
    // The suite's global setup builds whatever else is stale and starts the whole stack: the app is tested composed.
    command: ['npm', 'run', 'test:e2e', '--', ...specs, ...playwrightArgs],
    when: () => !options.e2e && 'without --e2e',
    needs: ['typecheck', 'lint', 'unit tests', 'build'],
  },
];

await runSteps(STEPS, { skip: options.skip, label: `npm test -w ${app}` });
