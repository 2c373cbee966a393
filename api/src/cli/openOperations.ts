// Where an operator's command runs (docs/decisions/0069-operator-endpoint-on-pglite.md):
// - PostgreSQL (DATABASE_URL): on the database itself, whether APIs run or not; their content caches empty at once
//   through the import's notification (LISTEN/NOTIFY).
// - PGlite held by a running API: through that API's operator endpoint, so the site keeps serving.
// - PGlite that nothing holds: on the folder itself, locked for the command's time, as the API would open it.
import type { ServerConfig } from '../config';
import { createDatabase } from '../db/database';
import { seedIfEmpty } from '../db/seed';
import { databaseOperations, type Operations } from '../operator/operations';
import { findRunningApi, runningApiOperations } from '../operator/runningApi';

export interface OpenedOperations {
  operations: Operations;
  close(): Promise<void>;
}

/** `seed`: a database opened here that has no content yet gets the seed first, as the API would give it on start. */
export async function openOperations(config: ServerConfig, { seed }: { seed: boolean }): Promise<OpenedOperations> {
  if (!config.databaseUrl) {
    const endpoint = await findRunningApi(config.pgliteDir, {
      onWait: (pid) => console.error(`The API (process ${pid}) holds ${config.pgliteDir} and is starting: waiting for it.`),
    });
    if (endpoint) {
      return { operations: runningApiOperations(endpoint, config.pgliteDir), close: async () => {} };
    }
  }
  const database = createDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    if (seed) await seedIfEmpty(database.db, config.storageDir);
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    operations: databaseOperations(database.db, config.storageDir, database.description, { siteUrl: config.admin.siteUrl }),
    close: () => database.close(),
  };
}

/** Runs `work` on the operations, and closes whatever was opened for them however it ends. */
export async function withOperations<T>(
  config: ServerConfig,
  options: { seed: boolean },
  work: (operations: Operations) => Promise<T>,
): Promise<T> {
  const { operations, close } = await openOperations(config, options);
  try {
    return await work(operations);
  } finally {
    await close();
  }
}

/**
 * A command's entry point: the exit code `main` returns; a thrown error is said on standard error (as `explain` words
 * it, or "<name> <subcommand> failed: …") and exits 1.
 */
export async function runCommand(
  name: string,
  main: (argv: string[]) => Promise<number>,
  explain?: (error: unknown) => string | undefined,
): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(explain?.(error) ?? `${name} ${process.argv[2] ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
