// Opening the database (migrate, seed) is not bound by Fastify's plugin timeout: on a busy machine it can take longer
// than any such limit (the issue saw AVV_ERR_PLUGIN_EXEC_TIMEOUT), and the API must still start.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createDatabase } from '../db/database';
import { build, requiredTestDatabaseUrl, testDrivers } from '../testing/build';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../testing/throwawayDatabase';

/** Far longer than loading any plugin takes, even on a busy machine; the database is made to take longer still. */
const PLUGIN_TIMEOUT_MS = 2_000;

/** Polls `check` until it returns true; fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail(`${what}: not within ${timeoutMs} ms`);
}

// PostgreSQL only: another connection's lock is what makes the start slow, for as long as the test needs.
describe(
  'database start slower than the plugin timeout',
  { skip: !testDrivers().includes('postgres') && 'needs TEST_DATABASE_URL' },
  () => {
    let database: ThrowawayDatabase;
    let holder: pg.Client;
    /** Looks at the server's activity from outside the holder's transaction (which would see one snapshot of it). */
    let observer: pg.Client;
    before(async () => {
      database = await createThrowawayDatabase(requiredTestDatabaseUrl());
      // Migrated once, so the migrations table exists to be locked.
      const prepared = createDatabase({ databaseUrl: database.url });
      await prepared.migrate();
      await prepared.close();
      holder = new pg.Client({ connectionString: database.url });
      observer = new pg.Client({ connectionString: database.url });
      await Promise.all([holder.connect(), observer.connect()]);
    });
    after(async () => {
      await Promise.all([holder.end().catch(() => {}), observer.end().catch(() => {})]);
      await database.drop();
    });

    it('still starts, and answers', async () => {
      // The API's migration reads this table first: it waits until the lock is released.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE drizzle.__drizzle_migrations IN ACCESS EXCLUSIVE MODE');
      const starting = build({ database: { databaseUrl: database.url }, pluginTimeout: PLUGIN_TIMEOUT_MS });
      const outcome = starting.then(
        (app) => ({ app }),
        (error: unknown) => ({ error }),
      );
      let waitingSince = 0;
      await eventually(async () => {
        const { rows } = await observer.query<{ waiting: number }>(
          "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        if (rows[0]!.waiting > 0 && waitingSince === 0) waitingSince = Date.now();
        // Held until the start has waited well past the plugin timeout.
        return waitingSince > 0 && Date.now() - waitingSince > 2 * PLUGIN_TIMEOUT_MS;
      }, 'the API waiting for the locked table');
      await holder.query('COMMIT');

      const result = await outcome;
      assert.ok('app' in result, `the API did not start: ${String((result as { error: unknown }).error)}`);
      const t = result.app;
      try {
        assert.equal((await t.app.inject('/api/health')).statusCode, 200);
        assert.equal((await t.app.inject('/api/products-list')).statusCode, 200, 'seeded after the wait');
      } finally {
        await t.close();
      }
    });
  },
);
