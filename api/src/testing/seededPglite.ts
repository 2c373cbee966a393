// A migrated and seeded PGlite, made once per checkout and source tree, that each test app on a fresh PGlite starts
// from: an empty PGlite runs initdb, then the migrations and the seed (36-90 s on the busy two-core machine, most of an
// API test file's time); the dump and a copy of the storage folder were ready in 18-25 s there. The template is named by a hash of every source file of
// the API and of shared/ (tests aside) and of PGlite's version, so a copy is what a start-up would make; its storage
// folder holds what the seed wrote there. A checkout keeps its latest template only. Tests of opening, migrating and
// seeding open databases of their own (a PGlite folder, seed: false, a storage folder of their own) and get no copy
// (testing/build.ts; docs/decisions/0090-api-tests-from-a-seeded-pglite-dump.md).
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/database';
import * as schema from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { cachedFolder } from './cachedFolder';
import { copySeedRenditions } from './seedRenditions';

const API = resolve(import.meta.dirname, '../..');
/** What the API runs: its own source (migrations included) and the shared package's. */
const SOURCES = [
  join(API, 'src'),
  join(API, 'package.json'),
  resolve(API, '../shared/src'),
  resolve(API, '../shared/server'),
  resolve(API, '../shared/package.json'),
];
const DUMP = 'pglite.tar';
const STORAGE = 'storage';

let template: Promise<string> | undefined;

/** A fresh storage folder and the dump to open PGlite from, both as the seed leaves them. */
export async function seededPglite(storageDir: string): Promise<Blob> {
  template ??= seededTemplate();
  const folder = await template;
  await cp(join(folder, STORAGE), storageDir, { recursive: true });
  return new Blob([await readFile(join(folder, DUMP))]);
}

/**
 * For a test that runs the API as a process on folders of its own: the PGlite folder (none on PostgreSQL) and the
 * storage folder as the API's first start leaves them, so that the process starts as it would the second time (the
 * seed's pictures are there already, so on PostgreSQL too). A first start on empty folders is what the e2e stack and
 * `npm start`'s test make (tests/global-setup.mjs, start-smoke.spec.ts).
 */
export async function seedFolders({ pgliteDir, storageDir }: { pgliteDir?: string; storageDir: string }): Promise<void> {
  const dump = await seededPglite(storageDir);
  if (!pgliteDir) return;
  const client = new PGlite(pgliteDir, { loadDataDir: dump });
  await client.waitReady;
  await client.close();
}

async function sourceFiles(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.parentPath.includes('node_modules') &&
        !entry.parentPath.includes('__tests__'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(await readFile(resolve(API, '../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(`pglite ${pglite.version}\0`);
  const files = (await Promise.all(SOURCES.map(sourceFiles))).flat().sort();
  for (const file of files)
    hash
      .update(relative(API, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

async function seededTemplate(): Promise<string> {
  // One folder per checkout, where a new template replaces the older ones (each source edit makes one).
  const root = join(tmpdir(), 'starfamily-seeded-pglite', createHash('sha256').update(API).digest('hex').slice(0, 8));
  const folder = join(root, await sourceHash());
  let made = false;
  await cachedFolder(folder, async (scratch) => {
    const client = new PGlite();
    try {
      const storageDir = join(scratch, STORAGE);
      await mkdir(storageDir);
      await copySeedRenditions(storageDir);
      // What plugins/database.ts does on a first start: the committed migrations, then the seed.
      const db = drizzle({ client, schema });
      await migrate(db, { migrationsFolder });
      if (!(await seedIfEmpty(db, storageDir))) throw new Error('A fresh PGlite was not empty');
      await writeFile(join(scratch, DUMP), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    } finally {
      if (!client.closed) await client.close();
    }
    made = true;
  });
  if (made) {
    for (const older of await readdir(root)) {
      if (!older.startsWith('.') && join(root, older) !== folder) await rm(join(root, older), { recursive: true, force: true });
    }
  }
  return folder;
}
