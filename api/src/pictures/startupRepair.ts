// At start-up, makes what the manifest lacks for the content in the database: content imported before the pipeline
// existed, a storage folder restored without its renditions, a salt changed by new encoder settings. It runs after the
// server is up, one picture at a time, so start-up is not held back and visitors are still answered meanwhile
// (pictures without renditions are shown from their originals until then).
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PictureManifest } from '@starfamily/shared/pictures';
import { exportBundle } from '../content/exportBundle';
import { CONTENT_CHANNEL, type Database } from '../db/database';
import { businessSetupRepository } from '../repositories/businessSetupRepository';
import { makePictures, pictureWorkOf } from './makePictures';
import { readManifest, updateManifest } from './manifest';

/** Returns how many manifest entries it added or changed. */
export async function repairPictures(db: Database, storageDir: string, log: FastifyBaseLogger, signal: AbortSignal): Promise<number> {
  if (!(await businessSetupRepository(db).get())) return 0;
  const work = await pictureWorkOf(db, await exportBundle(db));
  const before = await readManifest(storageDir);
  const started = performance.now();
  // Every picture is read and hashed (cheap next to encoding); only those whose version folder is missing are made.
  const { entries, problems } = await makePictures(storageDir, work, {
    parallel: 1,
    bestEffort: true,
    signal,
    onPicture: (path, made) => {
      if (made) log.info(`Made the missing renditions of ${path}`);
    },
  });
  for (const problem of problems) log.warn(`No renditions for a picture in the content: ${problem}`);
  const changed = Object.fromEntries(
    Object.entries(entries).filter(([path, info]) => !isDeepStrictEqual(before[path], info)),
  ) as PictureManifest;
  if (signal.aborted || Object.keys(changed).length === 0) return 0;
  // Only paths nobody else changed meanwhile (an import while this ran knows better).
  await updateManifest(storageDir, changed, { db, replaces: (path, current) => isDeepStrictEqual(current, before[path]) });
  // Every instance's content cache drops GET /api/pictures, as after an import.
  await db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, 'pictures')`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info(`Pictures: ${Object.keys(changed).length} manifest entries made or brought up to date in ${seconds} s`);
  return Object.keys(changed).length;
}
