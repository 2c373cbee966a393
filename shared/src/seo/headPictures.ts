// The pictures in a page's head, from the picture manifest in the store: the route's LCP preload and the link preview.
import { commonApi } from '../api/commonEndpoints';
import { ogImageUrl, SITE_PICTURE_KEY } from '../pictures/pictures';
import { manifestKey, picturePreload } from '../pictures/pictureSources';
import type { RootState } from '../store/makeStore';
import { SITE_NAME, SITE_TAGLINE, type PreloadImage, type PreviewImage } from './pageHead';

interface PictureContext {
  state: RootState;
  apiBaseUrl: string;
}

/** What the site's own preview picture shows (the logo on the brand colour). */
export const SITE_PREVIEW_ALT = `${SITE_NAME}: ${SITE_TAGLINE}`;

export function headPictures({ state, apiBaseUrl }: PictureContext) {
  const manifest = commonApi.endpoints.getPictures.select()(state).data;
  return {
    /** The preload of the route's LCP picture, given the `sizes` its StorageImage has (none for SVG or unknown). */
    preload: (path: string | null | undefined, sizes: string): PreloadImage | undefined =>
      picturePreload(manifest, path, sizes, apiBaseUrl),
    /** The link preview made of this picture (its og.jpg, SVGs included), or none when the API has not made one. */
    preview: (path: string | null | undefined, alt: string): PreviewImage | undefined => {
      const url = ogImageUrl(manifest, path ? manifestKey(path) : undefined, apiBaseUrl);
      return url ? { url, alt } : undefined;
    },
  };
}

/** The site's preview picture, for every page without a picture of its own (none while the manifest is missing). */
export const sitePreview = (context: PictureContext): PreviewImage | undefined =>
  headPictures(context).preview(SITE_PICTURE_KEY, SITE_PREVIEW_ALT);
