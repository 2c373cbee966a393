// Operators' content command:
//   npm run content -- export <file.json>   writes every content table to one JSON bundle
//   npm run content -- import <file.json>   validates a bundle and replaces all content with it (all or nothing)
// Uses the server's database settings (DATABASE_URL or PGLITE_DIR). Contact messages are never touched.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readConfig } from '../config';
import type { ContentBundle } from '../content/bundle';
import { exportBundle } from '../content/exportBundle';
import { importBundle } from '../content/importBundle';
import { BundleValidationError } from '../content/validateBundle';
import { createDatabase } from '../db/database';
import { seedIfEmpty } from '../db/seed';

const USAGE = 'Usage: npm run content -- export <file.json>\n       npm run content -- import <file.json>';

/** npm runs workspace scripts inside api/; a relative path means relative to where the operator typed it. */
const resolveFromCaller = (file: string) => resolve(process.env.INIT_CWD ?? process.cwd(), file);

const summary = (bundle: ContentBundle) =>
  Object.entries(bundle)
    .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
    .map(([key, items]) => `${key} ${items.length}`)
    .join(', ');

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BundleValidationError([`${file} is not valid JSON: ${(error as Error).message}`]);
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, file, ...extra] = argv;
  if ((command !== 'export' && command !== 'import') || !file || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const path = resolveFromCaller(file);
  const config = readConfig();
  // Read the bundle before opening the database, so a missing or broken file fails fast.
  const input = command === 'import' ? await readJson(path) : undefined;
  const database = createDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    if (command === 'export') {
      // A database the server never started is exported with the seed content it would have had.
      await seedIfEmpty(database.db, config.storageDir);
      const bundle = await exportBundle(database.db);
      await writeFile(path, `${JSON.stringify(bundle, null, 2)}\n`);
      console.log(`Exported ${summary(bundle)} and the business setup from ${database.description} to ${path}`);
    } else {
      const bundle = await importBundle(database.db, input);
      console.log(`Imported ${summary(bundle)} and the business setup from ${path} into ${database.description}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof BundleValidationError) console.error(`${error.message}\nNothing was changed.`);
  else console.error(`content ${process.argv[2] ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
