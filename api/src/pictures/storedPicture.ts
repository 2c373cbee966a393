// One picture in the storage folder, read and checked before anything is made of it: where it is, its size in bytes
// and pixels, its format, its version. Every refusal is a PictureError whose message starts with the storage path.
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { RENDITIONS_FOLDER, type Focal, type PictureInfo } from '@starfamily/shared/pictures';
import { ACCEPTED_FORMATS, PICTURE_LIMITS, versionOf } from './settings';

export class PictureError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${path}: ${reason}`);
    this.name = 'PictureError';
  }
}

export interface StoredPicture {
  /** Storage path as the content writes it (the manifest's key). */
  path: string;
  bytes: Buffer;
  version: string;
  /** Size after EXIF orientation, which every rendition applies; a media picture's focal point. */
  info: PictureInfo;
}

/** Version of a stored picture: its bytes, and the focal point its og.jpg is cropped around (a new point, new URLs). */
export const pictureVersion = (bytes: Buffer, focal?: Focal) =>
  focal ? versionOf(bytes, `focal ${focal.x} ${focal.y}`) : versionOf(bytes);

/** Absolute URLs are pictures hosted elsewhere: shown as they are, nothing to make. */
export const isStoragePath = (path: string) => !/^[a-z][a-z0-9+.-]*:/i.test(path);

/** The file a storage path names, as the front end's storageUrl() reads it ("/storage/a.jpg" = "a.jpg"). */
export function storageFile(storageDir: string, path: string): string {
  const clean = path.replace(/^\/+/, '').replace(/^storage\//, '');
  const file = resolve(storageDir, clean);
  const inside = relative(resolve(storageDir), file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) throw new PictureError(path, 'is outside the storage folder');
  if (inside.split(/[\\/]/)[0] === RENDITIONS_FOLDER)
    throw new PictureError(path, `is inside ${RENDITIONS_FOLDER}/, which holds the pipeline's own files`);
  return file;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Reads and checks the picture at `path`; `focal`: a media picture's focal point (media library), part of its version. */
export async function readStoredPicture(storageDir: string, path: string, focal?: Focal): Promise<StoredPicture> {
  const file = storageFile(storageDir, path);
  const stats = await stat(file).catch(() => null);
  if (!stats?.isFile()) throw new PictureError(path, 'no such file in the storage folder');
  if (stats.size > PICTURE_LIMITS.maxBytes) {
    throw new PictureError(path, `${megabytes(stats.size)} is more than the ${megabytes(PICTURE_LIMITS.maxBytes)} limit`);
  }
  const bytes = await readFile(file);
  const version = pictureVersion(bytes, focal);
  const { width, height, kind } = await inspectPicture(path, bytes);
  return { path, bytes, version, info: { version, width, height, kind, ...(focal ? { focal } : {}) } };
}

/** Format (sharp's name) and size from the header only: a decompression bomb is refused before a pixel is decoded. */
export async function inspectPicture(
  path: string,
  bytes: Buffer,
): Promise<Pick<PictureInfo, 'width' | 'height' | 'kind'> & { format: string }> {
  let metadata: Metadata;
  try {
    // No pixel limit here: only the header is read, and the size is checked below with a clear message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureError(path, 'is not a picture in a format the site can read (JPEG, PNG, WebP, AVIF, GIF or SVG)');
  }
  const { format } = metadata;
  const accepted = (ACCEPTED_FORMATS as readonly string[]).includes(format) && (format !== 'heif' || metadata.compression === 'av1');
  if (!accepted) {
    const name = format === 'heif' ? `HEIF (${metadata.compression ?? 'unknown'})` : format.toUpperCase();
    throw new PictureError(path, `${name} pictures are not supported: save it as JPEG, PNG, WebP, AVIF, GIF or SVG`);
  }
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) throw new PictureError(path, 'has no width or height');
  const kind = format === 'svg' ? 'svg' : 'raster';
  if (kind === 'raster' && width * height > PICTURE_LIMITS.maxPixels) {
    throw new PictureError(path, `${width}×${height} pixels is more than the ${PICTURE_LIMITS.maxPixels / 1e6}-megapixel limit`);
  }
  return { width, height, kind, format };
}
