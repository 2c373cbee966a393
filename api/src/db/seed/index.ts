// First-start seeding: fills an empty database with the seed bundle, draws its pictures into storage, and (through the
// import) makes their link-preview pictures and the site picture.
import type { Database } from '../database';
import { businessSetupRepository } from '../../repositories/businessSetupRepository';
import { importBundle } from '../../content/importBundle';
import { imagesOf } from '../../content/pictures';
import { writeImages } from './images';
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
  await importBundle(db, bundle, { storageDir, summary: 'The seed content, on first start' });
  return true;
}
