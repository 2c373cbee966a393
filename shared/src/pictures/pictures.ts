// The picture pipeline's contract, once: which renditions the API makes of a stored picture, where they live, and
// how the site and the widgets name them. The API (api/src/pictures) writes exactly these files; the front end
// (StorageImage, link previews) builds exactly these URLs.
import { storageUrl } from '../config/runtimeConfig';

/**
 * Widths every raster picture is rendered at; never above the original's own width. No step is more than 2x the one
 * before, so a browser choosing by `sizes` never fetches more than twice the pixels it shows (96 and 160 serve icons,
 * logos and thumbnails of 48-120 px).
 */
export const RENDITION_WIDTHS = [96, 160, 320, 640, 960, 1440, 1920] as const;

/** Formats of every width rendition, best first: `<picture>` offers them in this order, JPEG is the fallback. */
export const RENDITION_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

export const RENDITION_EXTENSION: Record<RenditionFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const RENDITION_MIME: Record<RenditionFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** Link-preview picture (og:image): a cover crop of the picture, JPEG, at most OG_IMAGE_MAX_BYTES. */
export const OG_IMAGE = { width: 1200, height: 630, file: 'og.jpg', maxBytes: 300_000 } as const;

/** Folder under storage that holds every rendition: `renditions/<version>/<width>.<ext>` and `renditions/<version>/og.jpg`. */
export const RENDITIONS_FOLDER = 'renditions';

/** Manifest key of the site's own preview picture (the logo on the brand colour), for pages without a picture. */
export const SITE_PICTURE_KEY = '@site';

/** What the API knows of one stored picture (GET /api/pictures answers path -> this). */
export interface PictureInfo {
  /** Content hash of the original (hex): part of every rendition URL, so a changed picture gets new URLs. */
  version: string;
  /** The original's pixel size (SVG: its viewBox). */
  width: number;
  height: number;
  /** `svg` pictures are shown as they are (no width renditions); they still have an og.jpg. */
  kind: 'raster' | 'svg';
  /** A media-library picture's alt text (pages use it where the content has none). */
  alt?: string;
  /** A media-library picture's focal point, 0–1 from the left and the top: og.jpg is cropped around it, pages use it as `object-position`. */
  focal?: Focal;
}

/** A point of a picture as fractions of its width and height (0.5, 0.5 is the centre). */
export interface Focal {
  x: number;
  y: number;
}

/** Storage path -> what the API made of it. */
export type PictureManifest = Record<string, PictureInfo>;

/** The widths a picture has renditions at: the fixed set up to its own width (its own width when it is smaller). */
export function renditionWidths(info: Pick<PictureInfo, 'width'>): number[] {
  const widths = RENDITION_WIDTHS.filter((width) => width <= info.width);
  return widths.length > 0 ? widths : [info.width];
}

/** Storage path of one rendition, e.g. `renditions/3fa9…/640.avif`. */
export const renditionPath = (version: string, width: number, format: RenditionFormat) =>
  `${RENDITIONS_FOLDER}/${version}/${width}.${RENDITION_EXTENSION[format]}`;

export const ogImagePath = (version: string) => `${RENDITIONS_FOLDER}/${version}/${OG_IMAGE.file}`;

/** `srcset` of one format: every rendition with its width descriptor. */
export const renditionSrcSet = (info: PictureInfo, format: RenditionFormat, apiBaseUrl?: string) =>
  renditionWidths(info)
    .map((width) => `${storageUrl(renditionPath(info.version, width, format), apiBaseUrl)} ${width}w`)
    .join(', ');

/** Absolute URL of a picture's link-preview rendition (1200×630 JPEG), or undefined when the API has none. */
export function ogImageUrl(
  manifest: PictureManifest | undefined,
  path: string | null | undefined,
  apiBaseUrl?: string,
): string | undefined {
  const info = path ? manifest?.[path] : undefined;
  return info ? storageUrl(ogImagePath(info.version), apiBaseUrl) : undefined;
}
