// The site's own link-preview picture (manifest key SITE_PICTURE_KEY) for pages without a picture of their own: the
// business setup's logo centred on the brand colour, 1200×630, with width renditions like any raster picture.
import { OG_IMAGE, renditionWidths, type PictureInfo } from '@starfamily/shared/pictures';
import sharp from 'sharp';
import { pixelsSource, writeOgImage, writeWidthRenditions, type Pixels } from './encode';
import { makeVersionFolder } from './files';
import { STRICT_INPUT } from './renditions';
import { BRAND_COLOUR, SITE_LOGO_SCALE, versionOf } from './settings';
import { PictureError, type StoredPicture } from './storedPicture';

/** `logo` already read and checked (readStoredPicture); null when the business setup has none in storage. */
export async function makeSitePicture(storageDir: string, logo: StoredPicture | null, parallel: number): Promise<PictureInfo> {
  const version = versionOf('site', BRAND_COLOUR, logo?.bytes ?? '');
  const info: PictureInfo = { version, width: OG_IMAGE.width, height: OG_IMAGE.height, kind: 'raster' };
  try {
    await makeVersionFolder(storageDir, version, async (folder) => {
      const pixels = await compose(logo);
      await writeWidthRenditions(folder, pixels, renditionWidths(info), parallel);
      await writeOgImage(folder, pixelsSource(pixels), 'cover');
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PictureError(logo?.path ?? 'the site picture', `could not be made into the site picture: ${reason}`);
  }
  return info;
}

async function compose(logo: StoredPicture | null): Promise<Pixels> {
  const { width, height } = OG_IMAGE;
  const canvas = sharp({ create: { width, height, channels: 3, background: BRAND_COLOUR } });
  const layers = logo ? [{ input: await logoLayer(logo, width * 0.8, height * SITE_LOGO_SCALE), gravity: 'centre' }] : [];
  const { data, info } = await canvas.composite(layers).raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** The logo as a PNG that fits a box (an SVG drawn at that size, a raster picture scaled down to it). */
function logoLayer(logo: StoredPicture, boxWidth: number, boxHeight: number): Promise<Buffer> {
  const fit = Math.min(boxWidth / logo.info.width, boxHeight / logo.info.height);
  const input =
    logo.info.kind === 'svg'
      ? sharp(logo.bytes, { ...STRICT_INPUT, density: Math.min(100_000, Math.max(1, 72 * fit)) })
      : sharp(logo.bytes, STRICT_INPUT);
  return input
    .resize(Math.floor(boxWidth), Math.floor(boxHeight), { fit: 'inside', withoutEnlargement: logo.info.kind !== 'svg' })
    .png()
    .toBuffer();
}
