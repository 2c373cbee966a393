// GET /api/content-version: what rendering servers poll to know their pages are out of date. Same answer on every
// instance of one database; a new one after any import that changes content, within 2 s, on both databases.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { importBundle } from '../content/importBundle';
import { createDatabase } from '../db/database';
import { seedBundle } from '../db/seed';
import { build, json, testDrivers, type TestApp } from '../testing/build';
import { eventually } from '../testing/eventually';

const versionOf = async (t: TestApp) => {
  const answer = await t.app.inject('/api/content-version');
  assert.equal(answer.statusCode, 200);
  return json<{ version: string }>(answer).version;
};

/** Waits (at most 2 s, the promise to rendering servers) until the version differs from `old`, and returns it. */
async function nextVersion(t: TestApp, old: string): Promise<string> {
  let version = old;
  await eventually(async () => (version = await versionOf(t)) !== old, 'a new content version', 2_000);
  return version;
}

for (const driver of testDrivers()) {
  describe(`content version (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await build({ driver });
    });
    after(() => t.close());

    it('is a fingerprint kept by the content cache, 304 for its ETag', async () => {
      const first = await t.app.inject('/api/content-version');
      assert.match(json<{ version: string }>(first).version, /^[0-9a-f]{32}$/);
      const again = await t.app.inject({ url: '/api/content-version', headers: { 'if-none-match': String(first.headers.etag) } });
      assert.equal(again.statusCode, 304);
    });

    it('changes within 2 s of an import that changes content, and comes back with the same content', async () => {
      const seeded = await versionOf(t);
      await importBundle(t.app.db, seedBundle(), { storageDir: t.storageDir });
      assert.equal(await versionOf(t), seeded, 'importing the same content keeps the version');
      const changed = seedBundle();
      changed.events[0]!.eventName = 'Harvest fair (moved)';
      await importBundle(t.app.db, changed, { storageDir: t.storageDir });
      const version = await nextVersion(t, seeded);
      await importBundle(t.app.db, seedBundle(), { storageDir: t.storageDir });
      assert.equal(await nextVersion(t, version), seeded);
    });
  });
}

if (testDrivers().includes('postgres')) {
  describe('content version with two API instances on one PostgreSQL', () => {
    let a: TestApp;
    let b: TestApp;
    before(async () => {
      a = await build({ driver: 'postgres' });
      b = await build({ database: a.database, seed: false, storageDir: a.storageDir });
    });
    after(async () => {
      await b.close();
      await a.close();
    });

    it('both answer the same version, and both the new one within 2 s of an import by another process', async () => {
      const seeded = await versionOf(a);
      assert.equal(await versionOf(b), seeded);
      const operator = createDatabase({ databaseUrl: a.database.databaseUrl });
      try {
        const changed = seedBundle();
        changed.products[0]!.title = 'Yirgacheffe Grade 1 (new lot)';
        await importBundle(operator.db, changed, { storageDir: a.storageDir });
        const onA = await nextVersion(a, seeded);
        const onB = await nextVersion(b, seeded);
        assert.equal(onA, onB);
        await importBundle(operator.db, seedBundle(), { storageDir: a.storageDir });
        assert.equal(await nextVersion(b, onB), seeded);
      } finally {
        await operator.close();
      }
    });
  });
}
