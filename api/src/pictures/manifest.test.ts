// The manifest's read-modify-write takes turns: many updates finishing at once (uploads, an import) all end up in the
// file. Through a second name of the same folder (a symlink) this process's queue does not see the other "instance",
// so only the database's manifest lock keeps them apart (PostgreSQL; PGlite runs one transaction at a time anyway).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { RENDITIONS_FOLDER, type PictureInfo, type PictureManifest } from '@starfamily/shared/pictures';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { testDrivers, requiredTestDatabaseUrl } from '../testing/build';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../testing/throwawayDatabase';
import { manifestFile, updateManifest } from './manifest';

const COUNT = 40;
// Each in a transaction of its own: fewer, on a shared two-core machine.
const INSTANCES_COUNT = 16;

/** An original and a renditions folder for picture `n` (an entry stays only while both are there). */
async function storedPicture(storageDir: string, n: number): Promise<[string, PictureInfo]> {
  const path = `media/${n}.jpg`;
  const version = `v${String(n).padStart(4, '0')}`;
  await mkdir(join(storageDir, RENDITIONS_FOLDER, version), { recursive: true });
  await writeFile(join(storageDir, path), `picture ${n}`);
  return [path, { version, width: 10, height: 10, kind: 'raster' }];
}

const written = async (storageDir: string) =>
  Object.keys(JSON.parse(await readFile(manifestFile(storageDir), 'utf8')) as PictureManifest).sort();

describe('updating the picture manifest', () => {
  let storageDir: string;
  let pictures: [string, PictureInfo][];
  before(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'sf-manifest-'));
    await mkdir(join(storageDir, 'media'));
    pictures = await Promise.all(Array.from({ length: COUNT }, (_, n) => storedPicture(storageDir, n)));
  });
  after(() => rm(storageDir, { recursive: true, force: true }));

  it(`keeps every one of ${COUNT} entries written at once in this process`, async () => {
    await Promise.all(pictures.map(([path, info]) => updateManifest(storageDir, { [path]: info })));
    assert.deepEqual(await written(storageDir), pictures.map(([path]) => path).sort());
  });

  it('drops the entries it is told to remove, and those whose renditions are gone', async () => {
    await rm(join(storageDir, RENDITIONS_FOLDER, pictures[1]![1].version), { recursive: true });
    const manifest = await updateManifest(storageDir, {}, { remove: [pictures[0]![0]] });
    assert.equal(manifest[pictures[0]![0]], undefined, 'removed');
    assert.equal(manifest[pictures[1]![0]], undefined, 'renditions gone');
    assert.deepEqual(
      await written(storageDir),
      pictures
        .slice(2)
        .map(([path]) => path)
        .sort(),
    );
  });

  for (const driver of testDrivers()) {
    describe(`with a database (${driver})`, () => {
      let handle: DatabaseHandle;
      let throwaway: ThrowawayDatabase | undefined;
      before(async () => {
        throwaway = driver === 'postgres' ? await createThrowawayDatabase(requiredTestDatabaseUrl()) : undefined;
        handle = createDatabase({ databaseUrl: throwaway?.url });
      });
      after(async () => {
        await handle.close();
        await throwaway?.drop();
      });

      it(`keeps every one of ${INSTANCES_COUNT} entries written at once by two instances sharing the storage`, async () => {
        const shared = await mkdtemp(join(tmpdir(), 'sf-manifest-shared-'));
        try {
          const otherName = `${shared}-other-instance`;
          await symlink(shared, otherName);
          await mkdir(join(shared, 'media'));
          const made = await Promise.all(Array.from({ length: INSTANCES_COUNT }, (_, n) => storedPicture(shared, n)));
          await Promise.all(
            made.map(([path, info], n) => updateManifest(n % 2 === 0 ? shared : otherName, { [path]: info }, { db: handle.db })),
          );
          assert.deepEqual(await written(shared), made.map(([path]) => path).sort());
          await rm(otherName);
        } finally {
          await rm(shared, { recursive: true, force: true });
        }
      });
    });
  }
});
