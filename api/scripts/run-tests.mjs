// `npm run test:unit -w @starfamily/api`: node's test runner over every API test, the shared contact schema's tests (the schema
// the API validates with) and the shared server code's (file server, HTTP limits, the Node version), TypeScript through
// tsx. The files are listed here, from three roots, so that finding none is an error.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { hostCeiling, testLoad } from '../../shared/server/hostSpeed.js';
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

// The files that took longest (seconds, both databases, beside the e2e suite on a fresh two-core machine) start
// first, the rest in name order: with a few files at a time, a long file started last would run alone at the end while
// the other cores idle (longest first keeps that tail short; docs/testing.md, "Where the time goes").
const LONGEST_FIRST = [
  'src/durability.test.ts', // 344
  'src/hostile.test.ts', // 318
  'src/operator/operatorCommands.test.ts', // 313
  'src/admin/content/publishing.test.ts', // 104
  'src/admin/openapi.test.ts', // 92
  'src/admin/media/upload.test.ts', // 90
  'src/mail/outbox.test.ts', // 89
  'src/content/photoContent.test.ts', // 61
];
const rank = (file) => {
  const index = LONGEST_FIRST.indexOf(path.relative(API, file));
  return index === -1 ? LONGEST_FIRST.length : index;
};
const files = ROOTS.flatMap(testFiles)
  .sort()
  .sort((a, b) => rank(a) - rank(b));
if (files.length === 0) {
  console.error('No API tests found under', ROOTS.join(', '));
  process.exit(1);
}

// Every file builds its own databases: as many at a time as the host's load plan gives (shared/server/hostSpeed.js; one
// per core, fewer beside the e2e suite, API_TEST_FILES overrides).
// node's runner has no time limit of its own: a hung test once held CI for 85 minutes. Five minutes per test on the
// reference host is many times the slowest one on a busy machine, so only a hang trips it (`--test-timeout` later on
// the command line wins).
// A test that timed out may leave a server or database handle open, which would keep its file's process alive for
// ever: --test-force-exit ends each file's process once its tests are over (docs/testing.md).
const TEST_TIMEOUT_MS = hostCeiling(5 * 60_000);
const runnerOptions = [
  '--test-reporter=spec',
  `--test-concurrency=${testLoad().apiTestFiles}`,
  `--test-timeout=${TEST_TIMEOUT_MS}`,
  '--test-force-exit',
];
const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...runnerOptions, ...process.argv.slice(2), ...files], {
  cwd: API,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
