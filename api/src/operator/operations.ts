// The operators' commands (content export and import, the messages export) as one interface with two ways in: straight
// on a database this process opened (nothing else runs on it, or it is PostgreSQL), or through the API that holds the
// embedded database (runningApi.ts). The command line (cli/) and the API's operator endpoint both use these.
import { bundleListKeys, type BundleListKey, type ContentBundle } from '../content/bundle';
import { exportBundle } from '../content/exportBundle';
import { importBundle } from '../content/importBundle';
import type { Database } from '../db/database';
import { messageRows, type MessageRow } from './messages';

/** How many records of each list an import brought. */
export type ImportCounts = Record<BundleListKey, number>;

/** Progress of an import: a picture's renditions were made (`made`) or were there already. */
export type PictureProgress = (path: string, made: boolean) => void;

export interface Operations {
  /** Where the commands run, for the operator: "PGlite at …", "… through the running API (process 123)". */
  readonly description: string;
  exportContent(): Promise<ContentBundle>;
  /** Validates and imports a parsed bundle (all or nothing); BundleValidationError names what is wrong. */
  importContent(input: unknown, onPicture?: PictureProgress): Promise<ImportCounts>;
  /** Messages received at or after `since` (all without it), oldest first. */
  messages(since?: Date): Promise<MessageRow[]>;
}

export const importCounts = (bundle: ContentBundle): ImportCounts =>
  Object.fromEntries(bundleListKeys.map((key) => [key, bundle[key].length])) as ImportCounts;

/** The commands on a database handle this process holds, with the storage folder the pictures are in. */
export function databaseOperations(db: Database, storageDir: string, description: string): Operations {
  return {
    description,
    exportContent: () => exportBundle(db),
    importContent: async (input, onPicture) => importCounts(await importBundle(db, input, { storageDir, onPicture })),
    messages: (since) => messageRows(db, since),
  };
}
