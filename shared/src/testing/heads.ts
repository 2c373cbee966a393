// What route heads are tested with: the context the rendering server gives a head, and the preload a picture implies.
import type { HeadContext, PreloadImage } from '../index';
import { TEST_API_BASE } from './server';

/** A head's context over the test store's state, at `location` (path and query) with the route's `params`. */
export const headContextOf = (
  store: { getState: () => HeadContext['state'] },
  location = '/',
  params: Record<string, string> = {},
): HeadContext => ({
  params,
  search: new URL(location, 'http://site.invalid').searchParams,
  state: store.getState(),
  location,
  siteUrl: 'https://starfamily.example',
  apiBaseUrl: TEST_API_BASE,
});

/** The <source type="image/avif"> of a rendered picture, as the page's preload must name it. */
export function avifSourceOf(img: HTMLElement): PreloadImage {
  const source = img.closest('picture')!.querySelector('source[type="image/avif"]')!;
  return { srcSet: source.getAttribute('srcset')!, sizes: source.getAttribute('sizes')!, type: 'image/avif' };
}
