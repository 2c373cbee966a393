// Opens the content database, applies migrations, seeds an empty database, and closes it with the app.
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from '../db/database';
import { seedIfEmpty } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** See DatabaseHandle.watchContent. */
    watchContent: DatabaseHandle['watchContent'];
  }
}

export interface OpenDatabaseOptions {
  database: DatabaseOptions;
  /** Where seed pictures are written on first start. */
  storageDir: string;
  /** Seed an empty database (default true). */
  seed?: boolean | undefined;
}

/**
 * Opens, migrates and (when empty) seeds the database, however long that takes: buildApp calls it before Fastify loads
 * any plugin, so no plugin timeout applies. A database that cannot start is closed again and its error thrown.
 */
export async function openDatabase(options: OpenDatabaseOptions, log: FastifyBaseLogger): Promise<DatabaseHandle> {
  const handle = createDatabase(options.database);
  try {
    await handle.migrate();
    if (options.seed !== false && (await seedIfEmpty(handle.db, options.storageDir))) {
      log.info(`Seeded an empty database (${handle.description}) and wrote seed pictures to ${options.storageDir}`);
    }
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  log.info(`Content database: ${handle.description}`);
  return handle;
}

/** Hands the opened database to the app, and closes it with the app. */
export default fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.addHook('onClose', () => handle.close());
    app.decorate('db', handle.db);
    app.decorate('watchContent', handle.watchContent);
  },
  { name: 'database' },
);
