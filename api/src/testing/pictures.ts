// Test pictures and checks for the picture pipeline: small photo-like JPEGs with EXIF, a PNG whose header claims any
// size (a decompression bomb without the pixels), and a reader of the EXIF tags a test asserts on.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { RENDITIONS_FOLDER } from '@starfamily/shared/pictures';

/** A noisy JPEG (new noise each call) with a camera's EXIF (make, model, time, GPS) and, if asked, an orientation. */
export async function photoJpeg(width: number, height: number, options: { orientation?: number } = {}): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 110, sigma: 40 } as const;
  const image = sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Test Camera', Model: 'T-1' },
      IFD2: { DateTimeOriginal: '2026:03:14 09:26:53' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 9/1 1001/100', GPSLongitudeRef: 'E', GPSLongitude: '38/1 12/1 2001/100' },
    });
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
}

/** A valid PNG header and a few bytes of data: says `width`×`height`, decodes to almost nothing. */
export function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function writeStored(storageDir: string, path: string, bytes: Buffer | string): Promise<void> {
  await mkdir(dirname(join(storageDir, path)), { recursive: true });
  await writeFile(join(storageDir, path), bytes);
}

/** Every entry of storage/renditions (version folders, the manifest, anything half-written). */
export const renditionsListing = (storageDir: string) =>
  readdir(join(storageDir, RENDITIONS_FOLDER)).then(
    (names) => names.sort(),
    () => [] as string[],
  );

/** The tags of an EXIF block (sharp's `metadata().exif`) a test looks at: ASCII values and GPS rationals. */
export function readExif(exif: Buffer): Record<string, string | number[]> {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('ascii', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const names: Record<number, string> = {
    0x010f: 'Make',
    0x0110: 'Model',
    0x9003: 'DateTimeOriginal',
    0x0001: 'GPSLatitudeRef',
    0x0002: 'GPSLatitude',
    0x0003: 'GPSLongitudeRef',
    0x0004: 'GPSLongitude',
  };
  const tags: Record<string, string | number[]> = {};
  const readIfd = (offset: number) => {
    for (let entry = offset + 2; entry < offset + 2 + u16(offset) * 12; entry += 12) {
      const [tag, type, count] = [u16(entry), u16(entry + 2), u32(entry + 4)];
      const value = count * (type === 5 ? 8 : 1) > 4 ? u32(entry + 8) : entry + 8;
      if (tag === 0x8769 || tag === 0x8825)
        readIfd(u32(entry + 8)); // the Exif and GPS sub-directories
      else if (names[tag] && type === 2) tags[names[tag]] = tiff.toString('ascii', value, value + count - 1);
      else if (names[tag] && type === 5)
        tags[names[tag]] = Array.from({ length: count }, (_, i) => u32(value + i * 8) / u32(value + i * 8 + 4));
    }
  };
  readIfd(u32(4));
  return tags;
}
