// Opens the content database, applies migrations, seeds an empty database, and closes it with the app.
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

export interface DatabasePluginOptions {
  database: DatabaseOptions;
  /** Where seed pictures are written on first start. */
  storageDir: string;
  /** Seed an empty database (default true). */
  seed?: boolean | undefined;
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = createDatabase(options.database);
    app.addHook('onClose', () => handle.close());
    await handle.migrate();
    if (options.seed !== false && (await seedIfEmpty(handle.db, options.storageDir))) {
      app.log.info(`Seeded an empty database (${handle.description}) and wrote seed pictures to ${options.storageDir}`);
    }
    app.decorate('db', handle.db);
    app.decorate('watchContent', handle.watchContent);
    app.log.info(`Content database: ${handle.description}`);
  },
  { name: 'database' },
);
