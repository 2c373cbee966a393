// Test helper (fastify/demo style): a real app on a fresh, migrated and seeded database, driven with app.inject.
// PGlite always; a throwaway PostgreSQL database too when TEST_DATABASE_URL is set.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { DatabaseOptions } from '../db/database';
import { seededPglite } from './seededPglite';
import { copySeedRenditions } from './seedRenditions';
import { createThrowawayDatabase } from './throwawayDatabase';
import { readSetting } from '@starfamily/shared/server/settings';

export type TestDriver = 'pglite' | 'postgres';

/** The databases every API test runs on. */
export function testDrivers(): TestDriver[] {
  return readSetting<string | undefined>('TEST_DATABASE_URL') ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  app: FastifyInstance;
  storageDir: string;
  /** How to open the same database again (restart tests). */
  database: DatabaseOptions;
  close(): Promise<void>;
}

export interface BuildOptions extends Partial<Omit<AppOptions, 'database'>> {
  driver?: TestDriver;
  /** Open this existing database (a second instance on another's database) instead of a fresh one. */
  database?: DatabaseOptions;
  /** Persist PGlite here instead of in memory. */
  pgliteDir?: string;
}

export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const { driver = 'pglite', pgliteDir, database: existing, ...appOptions } = options;
  const ownStorage = appOptions.storageDir === undefined;
  const storageDir = appOptions.storageDir ?? (await mkdtemp(join(tmpdir(), 'sf-storage-')));
  const seeded = ownStorage && !existing && appOptions.seed !== false;
  // A fresh in-memory PGlite starts as the seed leaves it, and its storage folder too (testing/seededPglite.ts); a fresh
  // storage folder that will be seeded gets the seed's renditions ready made (testing/seedRenditions.ts).
  const pgliteDump = seeded && driver === 'pglite' && !pgliteDir ? await seededPglite(storageDir) : undefined;
  if (seeded && !pgliteDump) await copySeedRenditions(storageDir);
  const throwaway = !existing && driver === 'postgres' ? await createThrowawayDatabase(requiredTestDatabaseUrl()) : undefined;
  const database: DatabaseOptions = existing ?? (throwaway ? { databaseUrl: throwaway.url } : { pgliteDir, pgliteDump });
  let app: FastifyInstance;
  try {
    // Tests post many messages from one address; the limit's own tests set theirs.
    app = await buildApp({ contactRateLimit: { max: 1_000_000, windowMs: 60_000 }, ...appOptions, database, storageDir });
    await app.ready();
  } catch (error) {
    await throwaway?.drop();
    throw error;
  }
  return {
    app,
    storageDir,
    database,
    async close() {
      await app.close();
      await throwaway?.drop();
      if (ownStorage) await rm(storageDir, { recursive: true, force: true });
    },
  };
}

export function requiredTestDatabaseUrl(): string {
  const url = readSetting<string | undefined>('TEST_DATABASE_URL');
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** Parses a JSON response body, failing the test with the body when it is not JSON. */
export function json<T = unknown>(response: { body: string }): T {
  try {
    return JSON.parse(response.body) as T;
  } catch {
    throw new Error(`Expected JSON, got: ${response.body.slice(0, 200)}`);
  }
}

/** Posts `payload` (an object as JSON, or a raw body) to a form endpoint such as `/api/contacts`, as the site's forms do. */
export const postForm = (app: FastifyInstance, url: string, payload: string | object, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
