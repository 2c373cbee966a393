// First-start seeding: fills an empty database with the seed bundle and draws its pictures into storage.
import type { Database } from '../database';
import { businessSetupRepository } from '../../repositories/businessSetupRepository';
import { importBundle } from '../../content/importBundle';
import { imagesOf, writeImages } from './images';
import { seedBundle } from './seedBundle';

export { seedBundle } from './seedBundle';

/**
 * Seeds only a database without a business setup row, so an operator's imported content is never
 * overwritten on restart. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Database, storageDir: string): Promise<boolean> {
  if (await businessSetupRepository(db).get()) return false;
  const bundle = seedBundle();
  await writeImages(storageDir, imagesOf(bundle));
  await importBundle(db, bundle);
  return true;
}
