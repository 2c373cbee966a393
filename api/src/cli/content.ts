// Operators' content command:
//   npm run content -- export <file.json>   writes every content table to one JSON bundle
//   npm run content -- import <file.json>   validates a bundle, makes its pictures' renditions and replaces all content
//                                           with it (all or nothing)
//   npm run content -- photos <file.json> [--count N]   writes N photo-like JPEGs into storage (photos/photo-<i>.jpg)
//                                           and a bundle using them for every picture, for tests and benchmarks
// Uses the server's database and storage settings (DATABASE_URL or PGLITE_DIR, STORAGE_DIR), and works while the site
// runs: on PGlite a running API does the export or import for it (openOperations.ts). Contact messages are never
// touched.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readConfig } from '../config';
import { bundleListKeys, type ContentBundle } from '../content/bundle';
import { DEFAULT_PHOTO_COUNT, writePhotoContent } from '../content/photoContent';
import { BundleValidationError } from '../content/validateBundle';
import { importCounts, type ImportCounts } from '../operator/operations';
import { runCommand, withOperations } from './openOperations';

const USAGE = [
  'Usage: npm run content -- export <file.json>',
  '       npm run content -- import <file.json>',
  `       npm run content -- photos <file.json> [--count N]   (N photos, default ${DEFAULT_PHOTO_COUNT})`,
].join('\n');

/** npm runs workspace scripts inside api/; a relative path means relative to where the operator typed it. */
const resolveFromCaller = (file: string) => resolve(process.env.INIT_CWD ?? process.cwd(), file);

const summary = (counts: ImportCounts) => bundleListKeys.map((key) => `${key} ${counts[key]}`).join(', ');

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BundleValidationError([`${file} is not valid JSON: ${(error as Error).message}`]);
  }
}

/** `photos <file> [--count N]`: N from 1 to 1000, or undefined when the arguments are wrong. */
function photoCount(extra: string[]): number | undefined {
  if (extra.length === 0) return DEFAULT_PHOTO_COUNT;
  if (extra.length !== 2 || extra[0] !== '--count' || !/^[1-9]\d{0,2}$/.test(extra[1]!)) return undefined;
  return Number(extra[1]);
}

async function writePhotos(path: string, count: number, storageDir: string): Promise<void> {
  const started = performance.now();
  const bundle = await writePhotoContent(storageDir, count);
  await writeFile(path, `${JSON.stringify(bundle, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote ${count} photos to ${storageDir}/photos and a bundle using them to ${path} in ${seconds} s`);
}

/** One line per picture made (an import of many photos takes a while); pictures already made are counted silently. */
function reportPicture(path: string, made: boolean): void {
  if (made) console.log(`  renditions of ${path}`);
}

async function main(argv: string[]): Promise<number> {
  const [command, file, ...extra] = argv;
  const count = command === 'photos' ? photoCount(extra) : extra.length === 0 ? 0 : undefined;
  if ((command !== 'export' && command !== 'import' && command !== 'photos') || !file || count === undefined) {
    console.error(USAGE);
    return 2;
  }
  const path = resolveFromCaller(file);
  const config = readConfig();
  if (command === 'photos') {
    await writePhotos(path, count, config.storageDir);
    return 0;
  }
  // Read the bundle before opening the database, so a missing or broken file fails fast.
  const input = command === 'import' ? await readJson(path) : undefined;
  // A database opened here that the server never started is exported with the seed content it would have had.
  return withOperations(config, { seed: command === 'export' }, async (operations) => {
    if (command === 'export') {
      const bundle: ContentBundle = await operations.exportContent();
      await writeFile(path, `${JSON.stringify(bundle, null, 2)}\n`);
      console.log(`Exported ${summary(importCounts(bundle))} and the business setup from ${operations.description} to ${path}`);
    } else {
      const started = performance.now();
      const counts = await operations.importContent(input, reportPicture);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Imported ${summary(counts)} and the business setup from ${path} into ${operations.description} in ${seconds} s`);
    }
    return 0;
  });
}

await runCommand('content', main, (error) =>
  error instanceof BundleValidationError ? `${error.message}\nNothing was changed.` : undefined,
);
