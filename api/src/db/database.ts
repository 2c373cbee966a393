// One way to open the content database: embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
// Both drivers are exposed as the same drizzle type, so repositories never know which one runs.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockPgliteDir } from './pgliteLock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseOptions {
  /** postgres://… — when set, a PostgreSQL server is used and `pgliteDir` is ignored. */
  databaseUrl?: string | undefined;
  /** Folder PGlite persists to; omitted means an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** An in-memory PGlite starts from this dump of a data folder instead of an empty one (tests: testing/seededPglite.ts). */
  pgliteDump?: Blob | undefined;
}

export interface DatabaseHandle {
  db: Database;
  /** Human description for logs, e.g. "PGlite at /srv/api/.data/pglite". */
  description: string;
  /** PGlite runs one query or transaction at a time for the whole database; PostgreSQL many at once. */
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations not yet applied (idempotent). */
  migrate(): Promise<void>;
  /**
   * Calls `onChange` whenever content is imported, by this process or any other on the same database (PostgreSQL
   * LISTEN/NOTIFY on CONTENT_CHANNEL), and also when the feed itself was interrupted (a change may have been missed).
   * Resolves once listening; the returned function stops.
   */
  watchContent(onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The notification channel content imports announce themselves on (importBundle sends it inside its transaction). */
export const CONTENT_CHANNEL = 'starfamily_content';

// src/db/database.ts -> src/db/migrations; bundled dist/server.js -> dist/migrations (build.mjs copies them there).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteDump);
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    description: `PostgreSQL at ${redactPassword(url)}`,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    watchContent: (onChange) => watchPostgres(url, onChange),
    close: () => pool.end(),
  };
}

/** A connection of its own that LISTENs; if it drops, `onChange` is called (changes may have been missed) and it reconnects. */
async function watchPostgres(url: string, onChange: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) onChange();
    });
    next.on('error', (error) => {
      console.error('Content change feed lost:', error.message);
      onChange();
      void next.end().catch(() => {});
      if (client === next) client = null;
      if (!stopped) timer = setTimeout(() => void connect().catch(retry), retryMs);
    });
    await next.connect();
    await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    client = next;
    retryMs = 250;
    // Whatever happened while it was away is unknown: start afresh.
    onChange();
  };
  const retry = (error: Error) => {
    console.error('Content change feed: reconnecting:', error.message);
    retryMs = Math.min(retryMs * 2, 10_000);
    if (!stopped) timer = setTimeout(() => void connect().catch(retry), retryMs);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

function openPglite(dataDir: string | undefined, dump: Blob | undefined): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockPgliteDir(dataDir) : () => {};
  const client = dataDir ? new PGlite(dataDir) : new PGlite({ loadDataDir: dump });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    description: dataDir ? `PGlite at ${dataDir}` : 'PGlite in memory',
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns a PGlite folder (see pgliteLock), so only its own imports can change it.
    watchContent: async (onChange) => {
      const stop = await client.listen(CONTENT_CHANNEL, () => onChange());
      return () => stop();
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}
