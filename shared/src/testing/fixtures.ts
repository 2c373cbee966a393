// Small, readable API payloads in the content API's own shapes (quirks included).
import * as entities from '../entities/content';
import { type Entity, type FieldKind, type Fields, type RecordOf } from '../entities/fields';
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

/**
 * A complete record of `entity`: the fields given, every other field filled from its kind (optional ones null), so a
 * field added to an entity's declaration reaches every fixture.
 */
export function sample<F extends Fields>(entity: Entity<F>, id: number, given: Partial<RecordOf<F>> = {}): RecordOf<F> {
  const filled = Object.entries(entity.fields).map(([field, kind]) => [
    field,
    field in given ? given[field as keyof F] : SAMPLE[kind](field, id),
  ]);
  return Object.fromEntries(filled) as RecordOf<F>;
}

const SAMPLE: Record<FieldKind, (field: string, id: number) => unknown> = {
  id: (_, id) => id,
  text: (field, id) => `<p>${field} ${id}</p>`,
  name: (field, id) => `${field} ${id}`,
  picture: (field, id) => `samples/${field}-${id}.svg`,
  pictures: (field, id) => [`samples/${field}-${id}-1.svg`],
  url: (field, id) => `https://${field}.example/${id}`,
  timestamp: () => '2026-01-31T09:00:00.000Z',
  // Optional facts are absent.
  optionalText: () => null,
  optionalPicture: () => null,
  optionalUrl: () => null,
  optionalDate: () => null,
  optionalAmount: () => null,
  optionalRef: () => null,
  position: (_, id) => id,
};

/** Picture lists as the API sends them for events, services, projects and testimonials: a JSON-encoded string. */
const encodedPictures = <R extends { images: string[] }>(record: R) => ({ ...record, images: JSON.stringify(record.images) });

export const categoryPayload = (id: number, name: string) => sample(entities.productCategory, id, { name });

export const productPayload = (id: number, categoryId: number | null, title = `Product ${id}`) => ({
  ...sample(entities.product, id, {
    title,
    description: `<p>${title} description</p>`,
    details: '<ul><li>Grade 1</li></ul>',
    banner: `products/p${id}.svg`,
    images: [`products/p${id}-a.svg`],
    category_id: categoryId,
  }),
  category: categoryId === null ? null : categoryPayload(categoryId, `Category ${categoryId}`),
});

export const servicePayload = (id: number, serviceName = `Service ${id}`) =>
  encodedPictures(
    sample(entities.service, id, {
      serviceName,
      description: `<p>${serviceName} description</p>`,
      details: '<p>details</p>',
      banner: `services/s${id}.svg`,
      images: [`services/s${id}-a.svg`],
      icon: `services/s${id}-icon.svg`,
    }),
  );

export const projectPayload = (id: number, title = `Project ${id}`) =>
  encodedPictures(
    sample(entities.project, id, {
      title,
      description: `<p>${title} description</p>`,
      notes: `${title} notes`,
      banner: `projects/pr${id}.svg`,
      images: [`projects/pr${id}-a.svg`],
    }),
  );

/** A team member as the team list answers it: the card fields only. */
export const teamMemberPayload = (id: number, full_name: string, title = 'Export Manager') => ({
  id,
  image: `team/t${id}.svg`,
  title,
  full_name,
});

const HOUR = 3600 * 1000;

export const eventPayload = (id: number, hoursAgo = id, name = `Event ${id}`) =>
  encodedPictures(
    sample(entities.event, id, {
      eventName: name,
      description: `<p>${name} description</p>`,
      details: `<p>${name} details</p>`,
      banner: `events/e${id}.svg`,
      images: [`events/e${id}-a.svg`],
      created_at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    }),
  );

export const eventsPayload = (count: number) => Array.from({ length: count }, (_, index) => eventPayload(index + 1));

export const testimonialPayload = (id: number, name: string, pictures = 1) =>
  encodedPictures(
    sample(entities.testimonial, id, {
      name,
      role: `Buyer ${id}`,
      title: `Title from ${name}`,
      description: `<p>Words from ${name}</p>`,
      banner: `testimonials/t${id}.svg`,
      images: Array.from({ length: pictures }, (_, index) => `testimonials/t${id}-${index + 1}.svg`),
    }),
  );

export const partnerPayload = (id: number, name: string) => sample(entities.partner, id, { name, banner: `partners/p${id}.svg` });

export const heroSlidePayload = (id: number, title: string, description = `<p>${title} text</p>`) =>
  sample(entities.heroSlide, id, { file: `hero/h${id}.svg`, title, description });

const LONG_TEXT = 'Shade-grown coffee on volcanic soil, picked by hand and dried on raised beds for three weeks before hulling';

const site = (id: number, name: string, description = `<p>${LONG_TEXT} at ${name}.</p>`) => ({
  name,
  description,
  image: `business/b${id}.svg`,
  location: 'Konta',
  address: 'Ameya, South West Ethiopia',
  size: '300 ha',
  map_url: `https://maps.example/${id}`,
});

export const sitePayload = (id: number, name: string, description?: string) => sample(entities.warehouse, id, site(id, name, description));

export const farmPayload = (id: number, name: string, description?: string) =>
  sample(entities.farm, id, { ...site(id, name, description), crops: 'Coffee, spices' });

export const sisterCompanyPayload = (id: number, name: string, logo: string | null) =>
  sample(entities.sisterCompany, id, { ...site(id, name), logo, website_url: `https://sister${id}.example` });

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
