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
}

export interface DatabaseHandle {
  db: Database;
  /** Human description for logs, e.g. "PGlite at /srv/api/.data/pglite". */
  description: string;
  /** Applies the committed SQL migrations not yet applied (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// src/db/database.ts -> src/db/migrations; bundled dist/server.js -> dist/migrations (build.mjs copies them there).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir);
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    description: `PostgreSQL at ${redactPassword(url)}`,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

function openPglite(dataDir: string | undefined): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockPgliteDir(dataDir) : () => {};
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  const db = drizzlePglite({ client, schema });
  return {
    db,
    description: dataDir ? `PGlite at ${dataDir}` : 'PGlite in memory',
    migrate: () => migratePglite(db, { migrationsFolder }),
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
