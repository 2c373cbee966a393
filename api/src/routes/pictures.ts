// GET /api/pictures: the picture manifest (storage path -> version, size, kind) the front end builds rendition URLs
// from. Content like any other: kept by the content cache and dropped by every import.
import type { FastifyInstance } from 'fastify';
import { integer, readErrors, record } from './common';

const fileInfo = record({
  version: { type: 'string', pattern: '^[0-9a-f]{16}$', description: 'Content hash of the original: part of every rendition URL' },
  width: integer,
  height: integer,
  kind: { type: 'string', enum: ['raster', 'svg'] },
});

const fraction = { type: 'number', minimum: 0, maximum: 1 } as const;

/** A media-library picture's entry also has its alt text and focal point (absent for the content's own files). */
const pictureInfoSchema = {
  ...fileInfo,
  properties: { ...fileInfo.properties, alt: { type: 'string' }, focal: record({ x: fraction, y: fraction }) },
} as const;

const manifestSchema = {
  type: 'object',
  description: 'Storage path (and "@site", the site picture) -> what the API made of it',
  additionalProperties: pictureInfoSchema,
} as const;

export default async function pictureRoutes(app: FastifyInstance) {
  app.get('/pictures', { schema: { response: { 200: manifestSchema, 500: readErrors[500] } } }, () => app.pictures.manifest());
}
