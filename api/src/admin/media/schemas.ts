// The media library's shapes: a media record as the admin sees it, the rules for alt text and the focal point (one
// definition, for the multipart upload's text fields and PUT's JSON body alike), and the answers.
import type { Focal } from '@starfamily/shared/pictures';
import type { MediaRow } from '../../db/schema';
import { HttpError } from '../../routes/common';
import { PRINTABLE, pageSchemaOf, record } from '../schemas';

export const ALT_MAX_LENGTH = 300;

const focalNumber = { type: 'number', minimum: 0, maximum: 1 } as const;
export const altSchema = { type: 'string', minLength: 1, maxLength: ALT_MAX_LENGTH, pattern: PRINTABLE } as const;

const usedBySchema = {
  type: 'array',
  items: record({ type: { type: 'string' }, id: { type: 'integer' }, label: { type: 'string' }, draft: { type: 'boolean' } }),
} as const;

const mediaProperties = {
  id: { type: 'integer' },
  path: { type: 'string', description: "Storage path, media/<content hash>.<ext>: what a content record's picture field holds" },
  alt: { type: 'string' },
  focalX: focalNumber,
  focalY: focalNumber,
  width: { type: 'integer' },
  height: { type: 'integer' },
  bytes: { type: 'integer' },
  createdBy: { type: ['string', 'null'], description: "The uploader's email" },
  createdAt: { type: 'string', format: 'date-time' },
} as const;

export const mediaSchema = record(mediaProperties);
export const mediaDetailSchema = record({ ...mediaProperties, usedBy: usedBySchema });
export const mediaPageSchema = pageSchemaOf(mediaSchema);
export const replacedSchema = record({ media: mediaSchema, draftsSaved: usedBySchema });

export const mediaChangeBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { alt: altSchema, focalX: focalNumber, focalY: focalNumber },
} as const;

export interface MediaChange {
  alt?: string;
  focalX?: number;
  focalY?: number;
}

export const toMedia = (row: MediaRow, createdBy: string | null) => ({
  id: row.id,
  path: row.path,
  alt: row.alt,
  focalX: row.focal_x,
  focalY: row.focal_y,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  createdBy,
  createdAt: row.created_at.toISOString(),
});

const refuse = (message: string) => new HttpError(400, message);

/** Alt text as typed: required, 1–300 printable characters after trimming. */
export function checkAlt(value: string | undefined): string {
  const alt = value?.trim() ?? '';
  if (alt === '')
    throw refuse(
      'alt: describe the picture (alt text is required: it is read to people who cannot see the picture, and shown when it cannot load).',
    );
  if (alt.length > ALT_MAX_LENGTH) throw refuse(`alt: at most ${ALT_MAX_LENGTH} characters (this is ${alt.length}).`);
  if (!new RegExp(PRINTABLE).test(alt)) throw refuse('alt: line breaks and control characters are not allowed.');
  return alt;
}

/** A focal coordinate from a form field: a number from 0 (left or top) to 1 (right or bottom); absent: the centre. */
export function checkFocal(name: 'focalX' | 'focalY', value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0.5;
  const number = /^\s*(\d+(\.\d+)?|\.\d+)\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= 0 && number <= 1)) throw refuse(`${name}: a number from 0 to 1 (0.5 is the middle).`);
  return number;
}

export const focalOf = (row: Pick<MediaRow, 'focal_x' | 'focal_y'>): Focal => ({ x: row.focal_x, y: row.focal_y });
