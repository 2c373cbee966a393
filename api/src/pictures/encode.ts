// The encoders: a picture's width renditions in every format, and its link-preview picture (og.jpg). Both start from
// decoded sRGB pixels, so no metadata (EXIF, GPS, XMP, ICC profile, comments) of the original can reach a file.
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { OG_IMAGE, RENDITION_EXTENSION, RENDITION_FORMATS, type Focal, type RenditionFormat } from '@starfamily/shared/pictures';
import { writeAndSync } from './files';
import { ENCODERS, OG_QUALITIES, SVG_BACKGROUND } from './settings';

/** Decoded pixels (8 bits per channel, sRGB, maybe alpha). */
export interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const fromPixels = ({ data, info }: Pixels) => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

function encode(image: Sharp, format: RenditionFormat): Sharp {
  if (format === 'avif') return image.avif(ENCODERS.avif);
  if (format === 'webp') return image.webp(ENCODERS.webp);
  // JPEG has no transparency: a transparent picture is shown on white, as on the page.
  return image.flatten({ background: SVG_BACKGROUND }).jpeg(ENCODERS.jpeg);
}

/** Writes `<width>.<ext>` for every width and format into `folder`; `parallel` encodes at a time. */
export async function writeWidthRenditions(folder: string, pixels: Pixels, widths: number[], parallel: number): Promise<void> {
  const jobs = widths.flatMap((width) =>
    RENDITION_FORMATS.map((format) => async () => {
      // The height follows from the width, so the original's aspect ratio is kept (to the nearest pixel).
      const resized = width === pixels.info.width ? fromPixels(pixels) : fromPixels(pixels).resize({ width });
      await writeAndSync(join(folder, `${width}.${RENDITION_EXTENSION[format]}`), await encode(resized, format).toBuffer());
    }),
  );
  await inTurn(jobs, parallel);
}

/**
 * Writes og.jpg: 1200×630, a cover crop around the most eye-catching part (photos) or the whole picture centred on
 * white (`contain`: SVG marks and drawings must not lose their edges), at the best quality that fits the byte limit.
 */
export async function writeOgImage(folder: string, source: () => Sharp, fit: 'cover' | 'contain'): Promise<void> {
  const sized = () =>
    source()
      .resize(OG_IMAGE.width, OG_IMAGE.height, { fit, position: fit === 'cover' ? 'attention' : 'centre', background: SVG_BACKGROUND })
      .flatten({ background: SVG_BACKGROUND });
  for (const quality of OG_QUALITIES) {
    // Plain libjpeg, not mozjpeg: fetched once by link-preview crawlers, and twice as fast (the seed makes 150 of them).
    const bytes = await sized().jpeg({ quality, progressive: true }).toBuffer();
    if (bytes.length <= OG_IMAGE.maxBytes) return writeAndSync(join(folder, OG_IMAGE.file), bytes);
  }
  throw new Error(`no link-preview picture under ${OG_IMAGE.maxBytes / 1000} KB, even at quality ${OG_QUALITIES.at(-1)}`);
}

export const pixelsSource = (pixels: Pixels) => () => fromPixels(pixels);

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest rectangle of og.jpg's aspect (1200×630) inside a `width`×`height` picture, centred on the focal point
 * as far as the picture's edges allow (a point near an edge gives the rectangle along that edge).
 */
export function focalRegion(width: number, height: number, focal: Focal): Region {
  const aspect = OG_IMAGE.width / OG_IMAGE.height;
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(cropWidth / aspect));
  const place = (size: number, crop: number, at: number) => Math.min(size - crop, Math.max(0, Math.round(at * size - crop / 2)));
  return { left: place(width, cropWidth, focal.x), top: place(height, cropHeight, focal.y), width: cropWidth, height: cropHeight };
}

/** The pixels' focal rectangle (focalRegion), for og.jpg: its `cover` resize then only scales it. */
export const focalSource = (pixels: Pixels, focal: Focal) => () =>
  fromPixels(pixels).extract(focalRegion(pixels.info.width, pixels.info.height, focal));

/** Runs `jobs` with at most `parallel` at a time; after a failure starts no more and, once running ones end, rejects. */
export async function inTurn(jobs: (() => Promise<void>)[], parallel: number): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < jobs.length) {
      const job = jobs[next++]!;
      await job().catch((error: unknown) => {
        failure ??= { error };
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, jobs.length)) }, worker));
  if (failure) throw failure.error;
}
