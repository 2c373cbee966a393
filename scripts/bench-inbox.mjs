// `npm run bench:inbox`: how long the operators' inbox list takes with 10,000 stored messages (two contact messages to
// three quote enquiries of 1–4 lines, mixed mail states and statuses: generatedMessages in
// api/src/admin/inbox/inboxFixtures.ts). A scratch database, migrated, filled in bulk, then each question asked RUNS
// times through the inbox repository, the code behind GET /api/admin/inbox: the first page, searches, filters, a deep
// page. Prints p50 and p99 per question and the machine's load (the figures mean little on a busy machine); asserts
// nothing. On PGlite (on disk, as `npm start` runs it), and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL
// names a server.
// CLI: node scripts/bench-inbox.mjs [--count N] [--runs N]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { countOptions } from './bench/options.mjs';
import { percentile } from './bench/stats.mjs';

const { count: COUNT, runs: RUNS } = countOptions({ count: 10_000, runs: 50 });
const load = (file) => tsImport(`../api/src/${file}`, import.meta.url);
const { createDatabase } = await load('db/database.ts');
const { createThrowawayDatabase } = await load('testing/throwawayDatabase.ts');
const { generatedMessages, refreshStatistics, storeMessages } = await load('admin/inbox/inboxFixtures.ts');
const { inboxRepository } = await load('admin/inbox/inboxRepository.ts');

const PER_PAGE = 25;
const QUESTIONS = [
  ['first page', {}, 1],
  ['page 200', {}, 200],
  ['search "sesame" (product names)', { q: 'sesame' }, 1],
  ['search "sender 4242" (two words)', { q: 'sender 4242' }, 1],
  ['search "nothing-like-this"', { q: 'nothing-like-this' }, 1],
  ['kind enquiry', { kind: 'enquiry' }, 1],
  ['status closed', { status: 'closed' }, 1],
  ['kind contact, status replied, "coffee"', { kind: 'contact', status: 'replied', q: 'coffee' }, 1],
];

async function measure(label, handle) {
  await handle.migrate();
  const started = performance.now();
  await storeMessages(handle.db, generatedMessages(COUNT));
  await refreshStatistics(handle.db);
  const busy = os.loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`${label}: stored ${COUNT} messages in ${((performance.now() - started) / 1000).toFixed(1)} s; ${RUNS} runs per question, ${PER_PAGE} a page; load average ${busy} on ${os.cpus().length} cores`);
  const inbox = inboxRepository(handle.db);
  for (const [name, filter, page] of QUESTIONS) {
    const times = [];
    let answer;
    for (let run = 0; run < RUNS + 3; run += 1) {
      const start = performance.now();
      answer = await inbox.list(filter, page, PER_PAGE);
      // The first three warm the plan cache and the code paths.
      if (run >= 3) times.push(performance.now() - start);
    }
    const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
    console.log(`  ${name.padEnd(40)} p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  (${answer.items.length} items of ${answer.total})`);
  }
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'starfamily-bench-inbox-'));
try {
  const pglite = createDatabase({ pgliteDir: path.join(tmp, 'pglite') });
  try {
    await measure('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server to measure it too)');
  } else {
    const throwaway = await createThrowawayDatabase(serverUrl);
    const postgres = createDatabase({ databaseUrl: throwaway.url });
    try {
      await measure('PostgreSQL', postgres);
    } finally {
      await postgres.close();
      await throwaway.drop();
    }
  }
} finally {
  await rm(tmp, { recursive: true, force: true });
}
