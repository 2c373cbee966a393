// The content version: a fingerprint of everything the site shows (every content table and the picture manifest).
// Derived from the content itself, so every API instance on one database answers the same, an import that changes
// nothing keeps it, and no table or migration has to remember it.
import { createHash } from 'node:crypto';
import type { PictureManifest } from '@starfamily/shared/pictures';
import type { Database } from '../db/database';
import { exportBundle } from './exportBundle';

/** An empty database (before the seed) has no business setup and so no bundle: its version is that of nothing. */
async function bundleOrNull(db: Database) {
  try {
    return await exportBundle(db);
  } catch (error) {
    if (error instanceof Error && /no business setup/.test(error.message)) return null;
    throw error;
  }
}

export async function contentVersion(db: Database, manifest: PictureManifest): Promise<string> {
  const bundle = await bundleOrNull(db);
  return createHash('sha256')
    .update(JSON.stringify([bundle, manifest]))
    .digest('hex')
    .slice(0, 32);
}
