// The suite survives a test that breaks the stack: the stack guard and the stackControl fixture (support/test.ts) put
// it back, and name the test that broke it. Proven on a small Playwright run of its own (support/guard-proof/), whose
// tests break the stack on purpose (one times out, one kills its worker), so that this suite's run stays green.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { harnessDir, stack } from '../support/stack';
import { downServers, expect, test } from '../support/test';

// Changes the stack (breaks the stack on purpose): runs alone (support/test.ts).
test.use({ changesStack: true });

const execFileAsync = promisify(execFile);
const testsDir = path.resolve(import.meta.dirname, '../..');
const proofConfig = path.join(testsDir, 'e2e', 'support', 'guard-proof', 'playwright.config.ts');

interface ProofResult {
  status: string;
  errors?: Array<{ message?: string }>;
  annotations?: Array<{ type: string; description?: string }>;
  stdout: Array<{ text?: string }>;
  stderr: Array<{ text?: string }>;
}
interface ProofSuite {
  specs?: Array<{ title: string; tests: Array<{ annotations?: Array<{ type: string; description?: string }>; results: ProofResult[] }> }>;
  suites?: ProofSuite[];
}

/** Each proof test's title -> its (only) result, with the annotations of test and result together. */
function results(report: { suites: ProofSuite[] }): Map<string, ProofResult & { notes: string[] }> {
  const byTitle = new Map<string, ProofResult & { notes: string[] }>();
  const visit = (suite: ProofSuite) => {
    for (const spec of suite.specs ?? []) {
      const [entry] = spec.tests;
      const result = entry!.results[0]!;
      const notes = [...(entry!.annotations ?? []), ...(result.annotations ?? [])].map((note) => `${note.type}: ${note.description ?? ''}`);
      byTitle.set(spec.title, { ...result, notes: [...new Set(notes)] });
    }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return byTitle;
}

test('a test that leaves a server down, times out with it stopped or dies with it stopped costs only itself, and is named', async () => {
  test.slow(); // a Playwright run of its own: two workers restarted, the API restarted three times
  const out = await mkdtemp(path.join(harnessDir, 'guard-proof-'));
  try {
    // Playwright's own variables are the outer run's: the inner run sets its own.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(name)));
    const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
    // Exits 1: the proof's failures (a timeout, a dead worker) are the point.
    const run = await execFileAsync(process.execPath, [cli, 'test', '--config', proofConfig], {
      cwd: testsDir,
      // This spec holds the stack alone (changesStack): the inner run's tests must not wait for the lock it holds.
      env: { ...env, GUARD_PROOF_OUT: out, E2E_STACK: JSON.stringify({ ...stack, lock: undefined }) },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }));
    let report: { suites: ProofSuite[] };
    try {
      report = JSON.parse(run.stdout) as { suites: ProofSuite[] };
    } catch {
      throw new Error(`the proof run printed no JSON report:\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`);
    }
    const byTitle = results(report);
    const status = Object.fromEntries([...byTitle].map(([title, result]) => [title, result.status]));
    const errors = [...byTitle].map(
      ([title, result]) => `${title}: ${(result.errors ?? []).map((error) => error.message).join('\n') || 'no error'}`,
    );
    expect(status, `the proof run's tests:\n${errors.join('\n')}`).toEqual({
      'leaves the API stopped, and passes': 'passed',
      'finds the API answering after a test left it stopped': 'passed',
      'times out with the API stopped': 'timedOut',
      'finds the API answering after a test timed out with it stopped': 'passed',
      'leaves the API stopped, and its worker dies': expect.stringMatching(/^(failed|interrupted)$/),
      'finds the API answering after a worker died with it stopped': 'passed',
    });
    const notes = (title: string) => byTitle.get(title)!.notes;
    const printed = (title: string) =>
      byTitle
        .get(title)!
        .stderr.map((chunk) => chunk.text ?? '')
        .join('');

    // Left down by a test that passed: the guard, after that test, restarts it and names that test.
    expect(notes('leaves the API stopped, and passes')).toEqual([
      expect.stringMatching(/^stack-guard: .*leaves the API stopped, and passes left api down; restarted$/),
    ]);
    expect(printed('leaves the API stopped, and passes')).toContain('[stack guard]');
    // Timed out with it stopped: the fixture's teardown starts it again, before the guard has anything to find.
    expect(notes('times out with the API stopped')).toEqual([expect.stringMatching(/^stack-control: started api again/)]);
    // Died with it stopped, no teardown: the guard before the next test, in a new worker, restarts it and names the dead test.
    expect(notes('finds the API answering after a worker died with it stopped')).toEqual([
      expect.stringMatching(
        /^stack-guard: api did not answer before .*: left down by the test before it, .*leaves the API stopped, and its worker dies; restarted$/,
      ),
    ]);
    // The tests after each of them met the stack whole, with nothing to repair.
    for (const title of [
      'finds the API answering after a test left it stopped',
      'finds the API answering after a test timed out with it stopped',
    ]) {
      expect(notes(title), title).toEqual([]);
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  expect(await downServers(), 'the stack is whole again').toEqual([]);
});

test('every spec takes `test` from support/test.ts, where the stack guard is', async () => {
  const dir = path.join(testsDir, 'e2e');
  const specs = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(20);
  const strays: string[] = [];
  for (const spec of specs) {
    if (/from '@playwright\/test'/.test(await readFile(path.join(dir, spec), 'utf8'))) strays.push(spec);
  }
  expect(strays, 'specs that import from @playwright/test, past the guard').toEqual([]);
});
