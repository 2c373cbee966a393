// An uploaded picture, checked and made safe before anything is stored: its bytes must be the picture its name (or
// type) claims, found by their content; SVG (which can carry script) and formats the library does not take are
// refused; it is decoded strictly with the pipeline's limits (a decompression bomb is refused from its header, a
// damaged or truncated file by the decoder) and encoded again, upright, without any metadata (EXIF, GPS, XMP, ICC).
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { HttpError } from '../../routes/common';
import { STRICT_INPUT } from '../../pictures/renditions';
import { ORIGINAL_ENCODERS } from '../../pictures/settings';
import { inspectPicture, PictureError } from '../../pictures/storedPicture';

/** The formats the media library takes, by what their bytes are. */
export const MEDIA_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
type Sniffed = MediaFormat | 'gif' | 'heic' | 'svg' | 'tiff' | 'bmp' | null;

const NAMES: Record<Exclude<Sniffed, null>, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
  heic: 'HEIC',
  svg: 'SVG',
  tiff: 'TIFF',
  bmp: 'BMP',
};
export const MEDIA_EXTENSION: Record<MediaFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };
const TAKEN = 'upload a PNG, JPEG, WebP or AVIF';
export const SVG_REFUSAL = `SVG pictures cannot be uploaded: ${TAKEN}`;

const BY_EXTENSION: Record<string, Exclude<Sniffed, null>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  jfif: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  heic: 'heic',
  heif: 'heic',
  svg: 'svg',
  svgz: 'svg',
  tif: 'tiff',
  tiff: 'tiff',
  bmp: 'bmp',
};
const BY_MIME: Record<string, Exclude<Sniffed, null>> = {
  'image/jpeg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/svg+xml': 'svg',
  'image/tiff': 'tiff',
  'image/bmp': 'bmp',
};

/** What the bytes are, from their first bytes (magic numbers), never from a name or a type the client sent. */
export function sniff(bytes: Buffer): Sniffed {
  const ascii = (from: number, to: number) => bytes.toString('latin1', from, to);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    const brands = [
      ascii(8, 12),
      ...Array.from({ length: Math.max(0, (Math.min(bytes.readUInt32BE(0), 64) - 16) / 4) }, (_, i) => ascii(16 + i * 4, 20 + i * 4)),
    ];
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
    if (brands.some((brand) => ['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(brand))) return 'heic';
  }
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'tiff';
  if (ascii(0, 2) === 'BM') return 'bmp';
  // SVG is text: markup (after a byte-order mark and white space) with an <svg element near the start.
  const start = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start.startsWith('<') && /<svg[\s>]/i.test(start)) return 'svg';
  return null;
}

/** What the client says the file is: its name's extension, or (without a known one) its Content-Type. */
function claimed(filename: string, mimetype: string): { format: Exclude<Sniffed, null>; by: 'name' | 'type' } | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const byName = extension ? BY_EXTENSION[extension] : undefined;
  if (byName) return { format: byName, by: 'name' };
  const byType = BY_MIME[mimetype.toLowerCase().split(';')[0]!.trim()];
  return byType ? { format: byType, by: 'type' } : null;
}

export interface MediaPicture {
  /** The picture encoded again: upright, sRGB, no metadata. */
  bytes: Buffer;
  format: MediaFormat;
  width: number;
  height: number;
  /** sha256 of `bytes` (32 hex digits): the file name, so one picture is stored once. */
  hash: string;
}

const refuse = (message: string) => new HttpError(400, message);

/** Checks an uploaded file and encodes it again; refusals are 400s saying what is wrong and what to upload. */
export async function readUpload(bytes: Buffer, filename: string, mimetype: string): Promise<MediaPicture> {
  if (bytes.length === 0) throw refuse(`The file is empty: ${TAKEN}.`);
  const actual = sniff(bytes);
  const claim = claimed(filename, mimetype);
  if (actual === 'svg' || claim?.format === 'svg') throw refuse(SVG_REFUSAL);
  if (actual === null)
    throw refuse(
      `The file is not a picture: its content is not a PNG, JPEG, WebP or AVIF file (${claim ? `its ${claim.by} says ${NAMES[claim.format]}` : 'nor does its name say so'}).`,
    );
  if (!(MEDIA_FORMATS as readonly string[]).includes(actual)) throw refuse(`${NAMES[actual]} pictures cannot be uploaded: ${TAKEN}.`);
  if (!claim)
    throw refuse(`The file's name does not say what picture it is: name it .jpg, .png, .webp or .avif as its content (${NAMES[actual]}).`);
  if (claim.format !== actual)
    throw refuse(
      `The file is not the picture it claims: its ${claim.by} says ${NAMES[claim.format]}, but its content is a ${NAMES[actual]} picture. Save it as a real ${NAMES[claim.format]} or name it as what it is.`,
    );
  const format = actual as MediaFormat;
  try {
    // Header only: the pixel limit (decompression bombs) and the decoder's own view of the format.
    const header = await inspectPicture('The file', bytes);
    if (header.format !== (format === 'avif' ? 'heif' : format))
      throw new PictureError('The file', `is not a ${NAMES[format]} picture the decoder can read`);
  } catch (error) {
    if (error instanceof PictureError) throw refuse(`${error.message}.`);
    throw error;
  }
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    const upright = sharp(bytes, STRICT_INPUT).toColourspace('srgb');
    encoded = await encodeAs(upright, format).toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse(`The file cannot be decoded: the ${NAMES[format]} is damaged or truncated. Save or export it again and upload that.`);
  }
  const hash = createHash('sha256').update(encoded.data).digest('hex').slice(0, 32);
  return { bytes: encoded.data, format, width: encoded.info.width, height: encoded.info.height, hash };
}

function encodeAs(image: Sharp, format: MediaFormat): Sharp {
  if (format === 'jpeg') return image.jpeg(ORIGINAL_ENCODERS.jpeg);
  if (format === 'png') return image.png(ORIGINAL_ENCODERS.png);
  if (format === 'webp') return image.webp(ORIGINAL_ENCODERS.webp);
  return image.avif(ORIGINAL_ENCODERS.avif);
}
