// `npm run test:unit -w @starfamily/api`: node's test runner over every API test, the shared contact schema's tests (the schema
// the API validates with) and the shared server code's (file server, HTTP limits, the Node version), TypeScript through
// tsx. The files are listed here, from three roots, so that finding none is an error.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { requireNodeMajor } from '../../shared/server/nodeVersion.js';

requireNodeMajor('The API tests');

const API = path.resolve(import.meta.dirname, '..');
const ROOTS = [path.join(API, 'src'), path.resolve(API, '../shared/src/contact'), path.resolve(API, '../shared/server')];

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return /\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const files = ROOTS.flatMap(testFiles).sort();
if (files.length === 0) {
  console.error('No API tests found under', ROOTS.join(', '));
  process.exit(1);
}

// Every file builds its own databases; two at a time keeps a two-core machine responsive.
// node's runner has no time limit of its own: a hung test once held CI for 85 minutes. Five minutes per test is many
// times the slowest one on a busy machine, so only a hang trips it (`--test-timeout` later on the command line wins).
// A test that timed out may leave a server or database handle open, which would keep its file's process alive for
// ever: --test-force-exit ends each file's process once its tests are over (docs/testing.md).
const TEST_TIMEOUT_MS = 5 * 60_000;
const runnerOptions = ['--test-reporter=spec', '--test-concurrency=2', `--test-timeout=${TEST_TIMEOUT_MS}`, '--test-force-exit'];
const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...runnerOptions, ...process.argv.slice(2), ...files], {
  cwd: API,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
