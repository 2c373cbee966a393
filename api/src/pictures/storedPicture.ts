// One picture in the storage folder, read and checked before anything is made of it: where it is, its size in bytes
// and pixels, its format, its version. Every refusal is a PictureError whose message starts with the storage path.
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { RENDITIONS_FOLDER, type PictureInfo } from '@starfamily/shared/pictures';
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
  /** Size after EXIF orientation, which every rendition applies. */
  info: PictureInfo;
}

/** Absolute URLs are pictures hosted elsewhere: shown as they are, nothing to make. */
export const isStoragePath = (path: string) => !/^[a-z][a-z0-9+.-]*:/i.test(path);

/** The file a storage path names, as the front end's storageUrl() reads it ("/storage/a.jpg" = "a.jpg"). */
export function storageFile(storageDir: string, path: string): string {
  const clean = path.replace(/^\/+/, '').replace(/^storage\//, '');
  const file = resolve(storageDir, clean);
  const inside = relative(resolve(storageDir), file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) throw new PictureError(path, 'is outside the storage folder');
  if (inside.split(/[\\/]/)[0] === RENDITIONS_FOLDER) throw new PictureError(path, `is inside ${RENDITIONS_FOLDER}/, which holds the pipeline's own files`);
  return file;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function readStoredPicture(storageDir: string, path: string): Promise<StoredPicture> {
  const file = storageFile(storageDir, path);
  const stats = await stat(file).catch(() => null);
  if (!stats?.isFile()) throw new PictureError(path, 'no such file in the storage folder');
  if (stats.size > PICTURE_LIMITS.maxBytes) {
    throw new PictureError(path, `${megabytes(stats.size)} is more than the ${megabytes(PICTURE_LIMITS.maxBytes)} limit`);
  }
  const bytes = await readFile(file);
  const version = versionOf(bytes);
  return { path, bytes, version, info: { version, ...(await inspect(path, bytes)) } };
}

/** Format and size from the header only: a decompression bomb is refused before a pixel is decoded. */
async function inspect(path: string, bytes: Buffer): Promise<Omit<PictureInfo, 'version'>> {
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
  return { width, height, kind };
}
