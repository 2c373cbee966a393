// How a stored picture is offered to the browser, once: its manifest entry, the `<picture>` sources StorageImage
// renders, and the head's preload built from the very same srcset (so the browser reuses the preloaded download).
import { storageUrl } from '../config/runtimeConfig';
import { RENDITION_MIME, renditionPath, renditionSrcSet, renditionWidths, type PictureInfo, type PictureManifest } from './pictures';

/** A storage path as the manifest keys it: `storageUrl` accepts a leading `/` or `storage/`, the manifest has neither. */
export const manifestKey = (path: string) => path.replace(/^\/+/, '').replace(/^storage\//, '');

/** SVG pictures are drawn at any size and have no width renditions; everything else may be a multi-MB photo. */
export const isSvgPath = (path: string) => /\.svgz?$/i.test(path.split(/[?#]/)[0] ?? '');

export function pictureInfoOf(manifest: PictureManifest | undefined, path: string | null | undefined): PictureInfo | undefined {
  if (!manifest || !path) return undefined;
  const key = manifestKey(path);
  return Object.prototype.hasOwnProperty.call(manifest, key) ? manifest[key] : undefined;
}

export interface RasterSources {
  avif: string;
  webp: string;
  jpeg: string;
  /** For browsers without srcset (and the URL a crawler reads): a middle JPEG rendition, never the original. */
  src: string;
}

/** The srcset of every format, best first, for a raster picture's renditions. */
export function rasterSources(info: PictureInfo, apiBaseUrl?: string): RasterSources {
  const widths = renditionWidths(info);
  const middle = widths[Math.floor(widths.length / 2)] ?? info.width;
  return {
    avif: renditionSrcSet(info, 'avif', apiBaseUrl),
    webp: renditionSrcSet(info, 'webp', apiBaseUrl),
    jpeg: renditionSrcSet(info, 'jpeg', apiBaseUrl),
    src: storageUrl(renditionPath(info.version, middle, 'jpeg'), apiBaseUrl),
  };
}

/** A route's LCP picture as its page's head preloads it (`<link rel="preload" as="image" imagesrcset imagesizes>`). */
export interface PreloadImage {
  /** Exactly the srcset of the picture's `<source>` of this type, so the browser reuses the download. */
  srcSet: string;
  sizes: string;
  type: string;
}

/**
 * The `<link rel="preload">` of a route's LCP picture: the AVIF srcset and the sizes its `<source>` offers, exactly.
 * None for an SVG or a picture the manifest does not know (StorageImage shows those as they are, without a srcset).
 */
export function picturePreload(
  manifest: PictureManifest | undefined,
  path: string | null | undefined,
  sizes: string,
  apiBaseUrl?: string,
): PreloadImage | undefined {
  const info = pictureInfoOf(manifest, path);
  if (info?.kind !== 'raster') return undefined;
  return { srcSet: rasterSources(info, apiBaseUrl).avif, sizes, type: RENDITION_MIME.avif };
}
