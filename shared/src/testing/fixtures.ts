// Small, readable API payloads in the content API's own shapes (quirks included).
import type { PictureManifest } from '../pictures/pictures';

export const businessSetupPayload = {
  images: ['about/warehouse.svg', 'about/coffee.svg'],
  mission: 'Connect Ethiopian farmers to the world market.',
  motto: 'Quality from the source.',
  coreValue: 'Integrity, quality, partnership.',
  vision: 'A leading East African agro-exporter.',
  who_we_are: 'An Ethiopian agro-export and industrial group.',
  logo: 'brand/logo.svg',
  address: 'Bole Road, Addis Ababa, Ethiopia',
  phone1: '+251 11 555 0101',
  phone2: '+251 11 555 0102',
  email: 'info@starfamily.example',
  email1: 'sales@starfamily.example',
  email2: 'export@starfamily.example',
  facebookLink: 'https://facebook.com/starfamily',
  twitterLink: null,
};

export const contactInfoPayload = {
  address: 'Bole Road, Addis Ababa, Ethiopia',
  email1: 'sales@starfamily.example',
  email2: 'export@starfamily.example',
  phone1: '+251 11 555 0101',
  phone2: '+251 11 555 0102',
  gmapUrl: 'https://www.google.com/maps/embed?pb=addis',
};

export const categoryPayload = (id: number, name: string) => ({ id, name });

export const productPayload = (id: number, categoryId: number | null, title = `Product ${id}`) => ({
  id,
  title,
  description: `<p>${title} description</p>`,
  details: '<ul><li>Grade 1</li></ul>',
  banner: `products/p${id}.svg`,
  images: [`products/p${id}-a.svg`],
  category_id: categoryId,
  category: categoryId === null ? null : { id: categoryId, name: `Category ${categoryId}` },
});

export const servicePayload = (id: number, serviceName = `Service ${id}`) => ({
  id,
  serviceName,
  description: `<p>${serviceName} description</p>`,
  details: '<p>details</p>',
  banner: `services/s${id}.svg`,
  images: JSON.stringify([`services/s${id}-a.svg`]),
  icon: `services/s${id}-icon.svg`,
});

export const teamMemberPayload = (id: number, full_name: string, title = 'Export Manager') => ({
  id,
  image: `team/t${id}.svg`,
  title,
  full_name,
});

/** A camera photo as the API describes it once it has made its renditions (`GET /api/pictures`). */
export const photoPictureInfo = (version = 'a1b2c3d4') => ({ version, width: 4000, height: 3000, kind: 'raster' as const });

export const svgPictureInfo = (version = 'e5f6a7b8') => ({ version, width: 800, height: 600, kind: 'svg' as const });

/** Storage paths of photos the tests may use: the default manifest lists them as rasters. */
export const PHOTO_PATHS = ['photos/harvest.jpg', 'photos/warehouse.jpg', 'photos/cupping.jpg'] as const;

/**
 * The default `GET /api/pictures` answer of every app's tests: the site's preview picture and the test photos. The
 * fixtures' SVG paths are not listed (StorageImage shows an SVG as it is either way); a test about an SVG's link
 * preview adds its entry (`svgPictureInfo`), as the real API lists every picture.
 */
export const picturesPayload: PictureManifest = {
  '@site': { version: 'site0001', width: 1200, height: 630, kind: 'raster' as const },
  ...Object.fromEntries(PHOTO_PATHS.map((path, index) => [path, photoPictureInfo(`photo000${index + 1}`)])),
};
