// The host's speed and the test load that follows from it (shared/server/hostSpeed.js). node:test, run by the API
// suite's runner. The environment passed in stands for the run's: nothing here changes this process's.
import assert from 'node:assert/strict';
import os from 'node:os';
import { describe, it } from 'node:test';
import { describeHost, hostSpeed, measureBenchmarkIndex, REFERENCE_BENCHMARK_INDEX, testLoad } from '../hostSpeed.js';

const at = (benchmarkIndex: number, more: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  HOST_BENCHMARK_INDEX: String(benchmarkIndex),
  ...more,
});

describe('the host speed every test ceiling is scaled by', () => {
  it('keeps the ceilings on the reference host or a faster one, and stretches them on a slower one, rounded up', () => {
    assert.equal(hostSpeed(at(REFERENCE_BENCHMARK_INDEX)).factor, 1);
    assert.equal(hostSpeed(at(REFERENCE_BENCHMARK_INDEX * 2)).factor, 1);
    assert.equal(hostSpeed(at(REFERENCE_BENCHMARK_INDEX / 2)).factor, 2);
    // 2800 / 1300 = 2.15…: a ceiling is never shorter than the speed asks.
    assert.equal(hostSpeed(at(1300)).factor, 2.2);
    assert.equal(hostSpeed(at(1300)).measured, false);
  });

  it('stops at four times: a host ten times slower is broken, not slow', () => {
    assert.equal(hostSpeed(at(100)).factor, 4);
  });

  it('measures the index when the run has none, and leaves it for the processes it starts', () => {
    const env: NodeJS.ProcessEnv = {};
    const { benchmarkIndex, measured } = hostSpeed(env);
    assert.equal(measured, true);
    assert.ok(benchmarkIndex > 0);
    assert.equal(env.HOST_BENCHMARK_INDEX, String(benchmarkIndex));
    assert.equal(hostSpeed(env).measured, false);
  });

  it("measures Lighthouse's index in the suite's Chromium, in the range Lighthouse reports for such hosts", () => {
    const { benchmarkIndex, where } = measureBenchmarkIndex(1);
    assert.equal(where, 'Chromium');
    assert.ok(benchmarkIndex > 100 && benchmarkIndex < 20_000, String(benchmarkIndex));
  });

  it('refuses an index that is not a positive whole number', () => {
    assert.throws(() => hostSpeed({ HOST_BENCHMARK_INDEX: 'fast' }), /HOST_BENCHMARK_INDEX/);
    assert.throws(() => hostSpeed({ HOST_BENCHMARK_INDEX: '0' }), /HOST_BENCHMARK_INDEX/);
  });
});

describe('the load a run puts on the host', () => {
  const cores = os.availableParallelism();

  it('gives Jest and the API tests one process per core, and the e2e suite two browsers unless the host is very slow', () => {
    const load = testLoad(at(REFERENCE_BENCHMARK_INDEX));
    assert.equal(load.cores, cores);
    assert.equal(load.jestWorkers, cores);
    assert.equal(load.apiTestFiles, cores);
    assert.equal(load.e2eWorkers, cores >= 2 ? 2 : 1);
    assert.equal(testLoad(at(900)).e2eWorkers, 1);
  });

  it('takes each number from its setting when one is given', () => {
    const load = testLoad(at(REFERENCE_BENCHMARK_INDEX, { JEST_WORKERS: '3', E2E_WORKERS: '1', API_TEST_FILES: '4' }));
    assert.deepEqual(load, { cores, jestWorkers: 3, e2eWorkers: 1, apiTestFiles: 4 });
  });

  it('says it all in the line a run starts with', () => {
    assert.match(
      describeHost(at(1400)),
      /^host speed 0\.50 of the reference \(benchmarkIndex 1400 against 2800\); time-outs ×2\.0; \d+ cores: \d+ Jest workers, \d e2e workers, \d+ API test file\(s\) at a time/,
    );
  });
});
