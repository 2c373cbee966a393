// A preview copy of the content: an in-memory PGlite, migrated like any database and loaded with a bundle through the
// import's own writer, behind a Fastify instance of its own that serves the public read routes (routes/contentReads.ts)
// from it. The same routes and answers as /api/*, over other content; the pictures are the stored site's (its
// manifest is read, never written). Opening one costs seconds (PGlite starts a whole PostgreSQL); loading another
// bundle into it, a fraction of one.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ContentBundle } from '../content/bundle';
import { writeContent } from '../content/importBundle';
import { createDatabase } from '../db/database';
import databasePlugin from '../plugins/database';
import errorsPlugin from '../plugins/errors';
import picturesPlugin from '../plugins/pictures';
import repositoriesPlugin from '../plugins/repositories';
import { contentReadRoutes } from '../routes/contentReads';

export interface PreviewApp {
  /** Answers like the public API (`app.inject`); closing it closes its database. */
  app: FastifyInstance;
  /** Replaces its content with `bundle` (validated) in one transaction: a read sees the old content or the new. */
  load(bundle: ContentBundle): Promise<void>;
}

export async function openPreviewApp(storageDir: string): Promise<PreviewApp> {
  const handle = createDatabase({});
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  try {
    await app.register(errorsPlugin);
    await app.register(databasePlugin, { handle });
    await app.register(repositoriesPlugin);
    await app.register(picturesPlugin, { storageDir, repair: false });
    for (const routes of contentReadRoutes) await app.register(routes, { prefix: '/api' });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return { app, load: (bundle) => handle.db.transaction((tx) => writeContent(tx, bundle)) };
}
