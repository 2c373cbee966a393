// Photo-like JPEGs for tests and benchmarks: what a phone camera hands an operator (4000×3000, 3–4 MB, EXIF with the
// camera, the time and a GPS position). Soft shapes on a gradient (drawn small, enlarged), a blotchy mid-scale texture
// (like leaves or soil, so renditions weigh what a photo's do) and fine grain (so the JPEG weighs what a camera's
// does). The same index always gives the same bytes.
import sharp from 'sharp';

export const PHOTO = { width: 4000, height: 3000, quality: 92 } as const;

/** mulberry32: a small seeded generator, so photo i is the same on every machine and every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The scene, drawn at a tenth of the size: a sky-to-ground gradient and blurred ellipses. */
function sceneSvg(next: () => number, width: number, height: number): string {
  const hue = Math.round(next() * 360);
  const shapes = Array.from({ length: 14 }, () => {
    const [cx, cy] = [next() * width, next() * height].map((value) => value.toFixed(1));
    const [rx, ry] = [width * (0.05 + next() * 0.3), height * (0.07 + next() * 0.3)].map((value) => value.toFixed(1));
    const fill = `hsl(${Math.round(hue + next() * 120) % 360},${Math.round(30 + next() * 50)}%,${Math.round(20 + next() * 60)}%)`;
    const rotate = `rotate(${Math.round(next() * 180)} ${cx} ${cy})`;
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" fill-opacity="${(0.3 + next() * 0.6).toFixed(2)}" transform="${rotate}"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},50%,70%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 60) % 360},40%,25%)"/></linearGradient>` +
    `<filter id="soft"><feGaussianBlur stdDeviation="${(width / 65).toFixed(1)}"/></filter></defs>` +
    `<g filter="url(#soft)"><rect width="${width}" height="${height}" fill="url(#sky)"/>${shapes.join('')}</g></svg>`
  );
}

async function enlarged(raw: Buffer, width: number, height: number, channels: 1 | 3): Promise<Buffer> {
  return sharp(raw, { raw: { width, height, channels } }).resize(PHOTO.width, PHOTO.height, { kernel: 'cubic' }).raw().toBuffer();
}

/** Photo `index` (1, 2, …) as JPEG bytes with EXIF. */
export async function generatePhoto(index: number): Promise<Buffer> {
  const next = random(0x5f3759df ^ index);
  const [smallWidth, smallHeight] = [PHOTO.width / 10, PHOTO.height / 10];
  const scene = await sharp(Buffer.from(sceneSvg(next, smallWidth, smallHeight)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const pixels = await enlarged(scene, smallWidth, smallHeight, 3);
  const [textureWidth, textureHeight] = [PHOTO.width / 4, PHOTO.height / 4];
  const texture = await enlarged(
    Buffer.from(Array.from({ length: textureWidth * textureHeight }, () => Math.floor(next() * 256))),
    textureWidth,
    textureHeight,
    1,
  );

  // Texture (±30) and grain (±8 per channel, from one 32-bit draw per pixel) on top of the scene.
  let state = (index * 2654435761) >>> 0 || 1;
  for (let pixel = 0, i = 0; pixel < texture.length; pixel++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    const shade = ((texture[pixel]! - 128) * 30) / 128;
    for (let channel = 0; channel < 3; channel++, i++) {
      const grain = (((state >>> (channel * 10)) & 0x3ff) - 511.5) * (8 / 511.5);
      pixels[i] = Math.min(255, Math.max(0, pixels[i]! + shade + grain));
    }
  }
  return sharp(pixels, { raw: { width: PHOTO.width, height: PHOTO.height, channels: 3 } })
    .jpeg({ quality: PHOTO.quality })
    .withExif(cameraExif(index))
    .toBuffer();
}

/** What a phone writes: make and model, when, and where (a farm near Yirgacheffe, a few metres apart per photo). */
function cameraExif(index: number) {
  const seconds = (10 + index * 7) % 60;
  return {
    IFD0: { Make: 'StarFamily Test Camera', Model: 'Photo Generator 1', Software: 'npm run content -- photos' },
    IFD2: { DateTimeOriginal: `2026:03:14 09:${String(10 + (index % 50)).padStart(2, '0')}:${String(seconds).padStart(2, '0')}` },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: `6/1 9/1 ${1000 + index}/100`,
      GPSLongitudeRef: 'E',
      GPSLongitude: `38/1 12/1 ${2000 + index}/100`,
    },
  };
}
