import { setRuntimeConfig } from '../../config/runtimeConfig';
import { isSvgPath, manifestKey, pictureInfoOf, picturePreload, rasterSources } from '../pictureSources';
import { RENDITION_WIDTHS, type PictureManifest } from '../pictures';
import { sizesAt } from '../sizesAt';

const API = 'https://api.example';
const MANIFEST: PictureManifest = {
  'photos/harvest.jpg': { version: 'abc', width: 4000, height: 3000, kind: 'raster' },
  'icons/small.png': { version: 'def', width: 200, height: 200, kind: 'raster' },
  'brand/logo.svg': { version: 'fed', width: 160, height: 48, kind: 'svg' },
};

beforeAll(() => setRuntimeConfig({ apiBaseUrl: API, remotes: {}, loaderMs: 0 }));

describe('picture sources', () => {
  it('finds a picture however its path is spelled, and nothing for unknown or inherited keys', () => {
    expect(manifestKey('/storage/photos/harvest.jpg')).toBe('photos/harvest.jpg');
    expect(pictureInfoOf(MANIFEST, 'storage/photos/harvest.jpg')?.version).toBe('abc');
    expect(pictureInfoOf(MANIFEST, 'photos/other.jpg')).toBeUndefined();
    expect(pictureInfoOf(MANIFEST, 'constructor')).toBeUndefined();
    expect(pictureInfoOf(undefined, 'photos/harvest.jpg')).toBeUndefined();
  });

  it('tells SVGs from pictures that may be photos by the path', () => {
    expect(isSvgPath('brand/logo.svg')).toBe(true);
    expect(isSvgPath('brand/LOGO.SVG?v=2')).toBe(true);
    expect(isSvgPath('photos/harvest.jpg')).toBe(false);
    expect(isSvgPath('photos/no-extension')).toBe(false);
  });

  it('offers every rendition width in each format, with a middle JPEG as src', () => {
    const sources = rasterSources(MANIFEST['photos/harvest.jpg']!);
    expect(sources.avif).toBe(RENDITION_WIDTHS.map((width) => `${API}/storage/renditions/abc/${width}.avif ${width}w`).join(', '));
    expect(sources.webp).toContain(`${API}/storage/renditions/abc/1920.webp 1920w`);
    expect(sources.jpeg).toContain(`${API}/storage/renditions/abc/320.jpg 320w`);
    const middle = RENDITION_WIDTHS[Math.floor(RENDITION_WIDTHS.length / 2)];
    expect(sources.src).toBe(`${API}/storage/renditions/abc/${middle}.jpg`);
    // A 200 px icon: the widths up to its own.
    expect(rasterSources(MANIFEST['icons/small.png']!).jpeg).toBe(
      `${API}/storage/renditions/def/96.jpg 96w, ${API}/storage/renditions/def/160.jpg 160w`,
    );
  });

  it('preloads exactly the AVIF srcset the <source> offers, and nothing for SVGs or unknown pictures', () => {
    const sizes = '(max-width: 767px) 100vw, 50vw';
    expect(picturePreload(MANIFEST, 'photos/harvest.jpg', sizes, API)).toEqual({
      srcSet: rasterSources(MANIFEST['photos/harvest.jpg']!, API).avif,
      sizes,
      type: 'image/avif',
    });
    expect(picturePreload(MANIFEST, 'brand/logo.svg', sizes, API)).toBeUndefined();
    expect(picturePreload(MANIFEST, 'photos/other.jpg', sizes, API)).toBeUndefined();
    expect(picturePreload(undefined, 'photos/harvest.jpg', sizes, API)).toBeUndefined();
  });
});

describe('sizes at a width (widgets)', () => {
  const GRID =
    '(max-width: 583px) calc(100vw - 40px), (max-width: 867px) calc(50vw - 32px), (max-width: 1151px) calc((100vw - 88px) / 3), 272px';

  it.each([
    [390, 350],
    [700, 318],
    [1000, 304],
    [1440, 272],
  ])('a grid card at %i px is %f px wide', (width, expected) => {
    expect(sizesAt(GRID, width)).toBeCloseTo(expected, 0);
  });

  it('reads min(), max(), clamp(), em, min-width and conditions joined by "and"', () => {
    expect(sizesAt('min(1100px, calc(100vw - 48px))', 400)).toBe(352);
    expect(sizesAt('min(1100px, calc(100vw - 48px))', 2000)).toBe(1100);
    expect(sizesAt('(min-width: 48em) max(300px, 20vw), 100vw', 1000)).toBe(300);
    expect(sizesAt('(min-width: 500px) and (max-width: 900px) 50vw, 100vw', 800)).toBe(400);
    expect(sizesAt('(min-width: 500px) and (max-width: 900px) 50vw, 100vw', 1000)).toBe(1000);
    expect(sizesAt('clamp(100px, 50vw, 300px)', 400)).toBe(200);
    expect(sizesAt('160px', 300)).toBe(160);
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => sizesAt('(orientation: portrait) 50vw, 100vw', 400)).toThrow(/media condition/);
    expect(() => sizesAt('50vw, 100vw', 400)).toThrow(/not last/);
    expect(() => sizesAt('calc(100vw - 4cqi)', 400)).toThrow();
  });
});
