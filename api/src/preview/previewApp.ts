// A preview copy of the content: an in-memory PGlite, migrated like any database and loaded with a bundle through the
// import's own writer, behind a Fastify instance of its own that serves the public read routes (routes/contentReads.ts)
// from it. The same routes and answers as /api/*, over other content; the pictures are the stored site's (its
// manifest is read, never written).
import Fastify, { type FastifyInstance } from 'fastify';
import type { ContentBundle } from '../content/bundle';
import { writeContent } from '../content/importBundle';
import { createDatabase } from '../db/database';
import databasePlugin from '../plugins/database';
import errorsPlugin from '../plugins/errors';
import picturesPlugin from '../plugins/pictures';
import repositoriesPlugin from '../plugins/repositories';
import { contentReadRoutes } from '../routes/contentReads';

export async function buildPreviewApp(bundle: ContentBundle, storageDir: string): Promise<FastifyInstance> {
  const handle = createDatabase({});
  try {
    await handle.migrate();
    await handle.db.transaction((tx) => writeContent(tx, bundle));
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
    await handle.close().catch(() => {});
    throw error;
  }
  return app;
}
