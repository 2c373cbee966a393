// `npm run test:e2e:load`: the whole e2e suite (once, or --runs times in a row) while every core is kept busy by a
// CPU-bound process at normal priority, so the suite gets about half of the host: the proof that it waits for
// conditions and never for time, and that its ceilings scale with the speed measured with the burners running (the
// host line printed first; docs/testing.md, "The host and the load").
// Ours: Playwright's --repeat-each repeats tests inside one run (one global setup, one stack), not the whole suite, and
// stress-ng is a Debian package npm does not install; the burners are one line of Node each.
// CLI: node scripts/e2e-under-load.mjs [--runs 1] [--burners <n>] [-- <playwright args>]
import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { execa } from 'execa';
import { describeHost } from '../shared/server/hostSpeed.js';
import { ROOT } from './stack.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' }, burners: { type: 'string', default: String(os.availableParallelism()) } },
});
const runs = Number(values.runs);
const burnerCount = Number(values.burners);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(burnerCount) || burnerCount < 0) {
  console.error('usage: node scripts/e2e-under-load.mjs [--runs <n ≥ 1>] [--burners <n ≥ 0>] [-- <playwright args>]');
  process.exit(2);
}

// One busy loop per core, as separate processes (the scheduler shares each core between a burner and the suite).
const burners = Array.from({ length: burnerCount }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopBurners = () => burners.forEach((burner) => burner.kill('SIGKILL'));
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(130);
  });
}

const e2e = async (args) => {
  const { failed, exitCode } = await execa('npm', ['run', 'test:e2e', '--', ...args], { cwd: ROOT, stdio: 'inherit', reject: false });
  return failed ? exitCode || 1 : 0;
};

console.log(`e2e under load: ${runs} run(s), ${burnerCount} CPU-bound process(es) on ${os.availableParallelism()} core(s)`);
// Measured now, with the burners running, and passed on (HOST_BENCHMARK_INDEX) to every run and its workers.
console.log(describeHost());
const results = [];
for (let run = 1; run <= runs; run += 1) {
  console.log(`\n━━ run ${run}/${runs}`);
  const startedAt = Date.now();
  const code = await e2e(positionals);
  results.push({ run, code, seconds: ((Date.now() - startedAt) / 1000).toFixed(1) });
}
stopBurners();

console.log('\ne2e under load:');
for (const { run, code, seconds } of results)
  console.log(`  run ${run}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds}s`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
