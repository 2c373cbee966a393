// `npm run bench:inbox`: how long the operators' inbox list takes with 10,000 stored messages (two contact messages to
// three quote enquiries of 1–4 lines, mixed mail states and statuses: generatedMessages in
// api/src/admin/inbox/inboxFixtures.ts). A scratch database, migrated, filled in bulk, then each question asked RUNS
// times: through the inbox repository (the query alone), and as the admin app asks it, GET /api/admin/inbox through
// app.inject with a signed-in editor's session (guard, session read and touch, validation, JSON). The first page,
// searches, filters, a deep page. Prints p50 and p99 per question, the CPU time per call, and the machine's load (the figures mean little on a
// busy machine); asserts nothing. On PGlite (on disk, as `npm start` runs it), and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL
// names a server.
// CLI: node scripts/bench-inbox.mjs [--count N] [--runs N]
// Ours: tinybench would time the calls but not the CPU time per call; the set-up (10,000 messages, an editor's session)
// is the benchmark itself.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { countOptions } from './bench/options.mjs';
import { percentile } from './bench/stats.mjs';

const { count: COUNT, runs: RUNS } = countOptions({ count: 10_000, runs: 50 });
const load = (file) => tsImport(`../api/src/${file}`, import.meta.url);
const { buildApp } = await load('app.ts');
const { createThrowawayDatabase } = await load('testing/throwawayDatabase.ts');
const { operators } = await load('db/schema/index.ts');
const { createSession, SESSION_COOKIE } = await load('admin/sessions.ts');
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

/**
 * p50 and p99 of RUNS calls, after three to warm the plan cache and the code paths; the p50 of the process's CPU time
 * per call (PGlite runs in this process, so it is the whole cost, and other processes on a busy machine barely move
 * it); and the last answer.
 */
async function time(call) {
  const times = [];
  const cpu = [];
  let answer;
  for (let run = 0; run < RUNS + 3; run += 1) {
    const start = performance.now();
    const used = process.cpuUsage();
    answer = await call();
    const { user, system } = process.cpuUsage(used);
    if (run >= 3) {
      times.push(performance.now() - start);
      cpu.push((user + system) / 1000);
    }
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), cpu: percentile(cpu, 50), answer };
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

async function measure(label, database, storageDir) {
  const app = await buildApp({
    database,
    storageDir,
    seed: false,
    admin: { origin: 'http://localhost:3000', siteUrl: 'http://localhost:3000' },
  });
  try {
    await app.ready();
    const started = performance.now();
    await storeMessages(app.db, generatedMessages(COUNT));
    await refreshStatistics(app.db);
    const [editor] = await app.db.insert(operators).values({ email: 'bench@starfamily.example', role: 'editor' }).returning();
    const session = await createSession(app.db, editor.id, { ip: '127.0.0.1', userAgent: 'bench' }, new Date());
    const headers = { cookie: `${SESSION_COOKIE}=${session.cookieValue}` };
    const busy = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `${label}: stored ${COUNT} messages in ${((performance.now() - started) / 1000).toFixed(1)} s; ${RUNS} runs per question, ${PER_PAGE} a page; load average ${busy} on ${os.cpus().length} cores`,
    );
    console.log(`  ${''.padEnd(40)} ${'repository (wall)'.padEnd(26)} ${'GET /api/admin/inbox (wall)'.padEnd(29)} CPU p50 (repo, GET)`);
    const inbox = inboxRepository(app.db);
    for (const [name, filter, page] of QUESTIONS) {
      const query = new URLSearchParams({ ...filter, page: String(page), perPage: String(PER_PAGE) });
      const direct = await time(() => inbox.list(filter, page, PER_PAGE));
      const routed = await time(() => app.inject({ method: 'GET', url: `/api/admin/inbox?${query}`, headers }));
      if (routed.answer.statusCode !== 200)
        throw new Error(`GET /api/admin/inbox?${query} answered ${routed.answer.statusCode}: ${routed.answer.body}`);
      const found = `(${direct.answer.items.length} of ${direct.answer.total})`;
      console.log(
        `  ${name.padEnd(40)} p50 ${ms(direct.p50)} p99 ${ms(direct.p99)}   p50 ${ms(routed.p50)} p99 ${ms(routed.p99)}   ${ms(direct.cpu)} ${ms(routed.cpu)}  ${found}`,
      );
    }
  } finally {
    await app.close();
  }
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'starfamily-bench-inbox-'));
try {
  await measure('PGlite', { pgliteDir: path.join(tmp, 'pglite') }, path.join(tmp, 'storage'));
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server to measure it too)');
  } else {
    const throwaway = await createThrowawayDatabase(serverUrl);
    try {
      await measure('PostgreSQL', { databaseUrl: throwaway.url }, path.join(tmp, 'storage-pg'));
    } finally {
      await throwaway.drop();
    }
  }
} finally {
  await rm(tmp, { recursive: true, force: true });
}
