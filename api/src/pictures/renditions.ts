// Makes one stored picture's renditions folder: width renditions and og.jpg for a raster picture, og.jpg only for an
// SVG (shown as it is at every size). Decoding is strict: a damaged or truncated file is refused, never half-shown.
import { OG_IMAGE, renditionWidths } from '@starfamily/shared/pictures';
import sharp, { type SharpOptions } from 'sharp';
import { focalSource, pixelsSource, writeOgImage, writeWidthRenditions, type Pixels } from './encode';
import { makeVersionFolder } from './files';
import { PICTURE_LIMITS } from './settings';
import { PictureError, type StoredPicture } from './storedPicture';

/** Decoder options for every picture from outside: strict, bounded, turned upright by its EXIF orientation. */
export const STRICT_INPUT = {
  failOn: 'error',
  limitInputPixels: PICTURE_LIMITS.maxPixels,
  autoOrient: true,
} as const satisfies SharpOptions;

/** Makes `renditions/<version>/` unless it exists; returns whether it did. Errors name the picture. */
export async function makeRenditions(storageDir: string, picture: StoredPicture, parallel: number): Promise<boolean> {
  try {
    return await makeVersionFolder(storageDir, picture.version, (folder) =>
      picture.info.kind === 'svg' ? svgRenditions(folder, picture) : rasterRenditions(folder, picture, parallel),
    );
  } catch (error) {
    if (error instanceof PictureError) throw error;
    throw new PictureError(picture.path, `could not be made into renditions: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function rasterRenditions(folder: string, picture: StoredPicture, parallel: number): Promise<void> {
  const widths = renditionWidths(picture.info);
  const pixels = await decode(picture, Math.max(...widths));
  await writeWidthRenditions(folder, pixels, widths, parallel);
  // A media picture's og.jpg is cropped around its focal point; any other around its most eye-catching part.
  const { focal } = picture.info;
  await writeOgImage(folder, focal ? focalSource(pixels, focal) : pixelsSource(pixels), 'cover');
}

/**
 * Decodes once, at the largest size any output needs (the widest rendition, or what the 1200×630 crop needs, never
 * above the original): every rendition is then resized from these pixels instead of decoding the original again.
 */
async function decode(picture: StoredPicture, widest: number): Promise<Pixels> {
  const { width, height } = picture.info;
  const scale = Math.min(1, Math.max(widest / width, OG_IMAGE.width / width, OG_IMAGE.height / height));
  try {
    const { data, info } = await sharp(picture.bytes, STRICT_INPUT)
      .resize(Math.round(width * scale), Math.round(height * scale), { fit: 'fill' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PictureError(picture.path, `cannot be decoded, the file is damaged or truncated (${reason})`);
  }
}

async function svgRenditions(folder: string, picture: StoredPicture): Promise<void> {
  const { width, height } = picture.info;
  // Drawn at the size it is shown at in the preview, so its lines stay sharp.
  const density = Math.min(100_000, Math.max(1, 72 * Math.min(OG_IMAGE.width / width, OG_IMAGE.height / height)));
  await writeOgImage(folder, () => sharp(picture.bytes, { ...STRICT_INPUT, density }), 'contain');
}
