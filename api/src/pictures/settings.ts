// The pipeline's limits and encoder settings. Every setting that changes a rendition's bytes is part of
// PIPELINE_SALT, which is part of every version: changing one gives every picture new URLs, so no browser or CDN
// keeps an "immutable" file made with the old settings.
import { createHash } from 'node:crypto';
import { OG_IMAGE, RENDITION_WIDTHS } from '@starfamily/shared/pictures';
import { SETTINGS } from '@starfamily/shared/server/settings';

export const PICTURE_LIMITS = {
  /** A phone photo is 3–12 MB; 40 MB leaves room for a large camera file, not for a video renamed .jpg (also MEDIA_MAX_BYTES's ceiling). */
  maxBytes: SETTINGS.MEDIA_MAX_BYTES!.maximum!,
  /** Pixels of the decoded picture (70 MP: a 10 000 × 7 000 panorama), checked from the header before decoding. */
  maxPixels: 70_000_000,
} as const;

/** Formats decoded; anything else (TIFF, HEIC, PDF, …) is refused with a message naming the file. */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'heif', 'svg'] as const;

export const ENCODERS = {
  // effort 1 of 9 (libaom's fastest speeds): a 1920 px photo in 0.2 s of one core; effort 2 took 0.75 s for files
  // 5–17 % larger, the default 4 several seconds. Made once per picture, but on 2 busy cores at every import.
  avif: { quality: 50, effort: 1 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true, progressive: true },
} as const;

/**
 * A media-library upload encoded again (no metadata, upright) in its own format: kept as the original every rendition
 * is made from, so at a quality a second generation does not show (not part of PIPELINE_SALT: the stored bytes are).
 */
export const ORIGINAL_ENCODERS = {
  jpeg: { quality: 92 },
  png: { compressionLevel: 6 },
  webp: { quality: 90 },
  avif: { quality: 70, effort: 2 },
} as const;

/** og.jpg qualities tried in turn until the file fits OG_IMAGE.maxBytes. */
export const OG_QUALITIES = [80, 70, 60, 50, 40, 30] as const;

/** The brand colour (--sf-accent in shared/src/styles/base.css): the site picture's background. */
export const BRAND_COLOUR = '#1f7a3a';
/** Behind an SVG's link-preview picture and a transparent picture's JPEG. */
export const SVG_BACKGROUND = '#ffffff';
/** The logo's share of the site picture's height. */
export const SITE_LOGO_SCALE = 0.6;

export const PIPELINE_SALT = createHash('sha256')
  .update(JSON.stringify({ pipeline: 1, RENDITION_WIDTHS, ENCODERS, OG_IMAGE, OG_QUALITIES, SVG_BACKGROUND, SITE_LOGO_SCALE }))
  .digest('hex');

/** Version of some bytes: the first 16 hex digits of sha256(salt, parts). */
export function versionOf(...parts: (Buffer | string)[]): string {
  const hash = createHash('sha256').update(PIPELINE_SALT);
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}
