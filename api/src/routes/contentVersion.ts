// GET /api/content-version: the content version (content/contentVersion.ts). Rendering servers poll it to know when
// the pages they keep are out of date. Kept by the content cache like any content read, so a poll costs nothing
// (and gets 304 with its ETag), and dropped by every import.
import type { FastifyInstance } from 'fastify';
import { contentVersion } from '../content/contentVersion';
import { readErrors, record } from './common';

const versionSchema = record({
  version: { type: 'string', pattern: '^[0-9a-f]{32}$', description: 'Changes whenever any content or picture changes' },
});

export default async function contentVersionRoutes(app: FastifyInstance) {
  app.get('/content-version', { schema: { response: { 200: versionSchema, 500: readErrors[500] } } }, async () => ({
    version: await contentVersion(app.db, await app.pictures.manifest()),
  }));
}
