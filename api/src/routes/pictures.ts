// GET /api/pictures: the picture manifest (storage path -> version, size, kind) the front end builds rendition URLs
// from. Content like any other: kept by the content cache and dropped by every import.
import type { FastifyInstance } from 'fastify';
import { integer, readErrors, record } from './common';

const pictureInfoSchema = record({
  version: { type: 'string', pattern: '^[0-9a-f]{16}$', description: 'Content hash of the original: part of every rendition URL' },
  width: integer,
  height: integer,
  kind: { type: 'string', enum: ['raster', 'svg'] },
});

const manifestSchema = {
  type: 'object',
  description: 'Storage path (and "@site", the site picture) -> what the API made of it',
  additionalProperties: pictureInfoSchema,
} as const;

export default async function pictureRoutes(app: FastifyInstance) {
  app.get('/pictures', { schema: { response: { 200: manifestSchema, 500: readErrors[500] } } }, () => app.pictures.manifest());
}
