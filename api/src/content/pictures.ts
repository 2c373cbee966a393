// The one list of a bundle's picture fields: the seed draws them, the import makes their renditions, the photo
// bundle points them at photos. A field added to the content gets its pictures handled everywhere by adding it here.
import type { ContentBundle } from './bundle';

export interface BundlePicture {
  /** Storage path as the bundle writes it, e.g. "products/guji-natural-grade-1.svg". */
  path: string;
  /** What the picture shows, in words (the seed's SVG title). */
  label: string;
}

type Replace = (path: string, label: string) => string;

/**
 * A copy of `bundle` with every picture path replaced by `replace(path, label)`, called in a fixed order (the business
 * setup, hero slides, then each list in bundle order, banner before gallery).
 */
export function mapPictures(bundle: ContentBundle, replace: Replace): ContentBundle {
  const copy = structuredClone(bundle);
  // A null or empty field stays as it is.
  const one = <Path extends string | null>(path: Path, label: string) => (path ? replace(path, label) : path) as Path;
  const many = (paths: string[], label: string) => paths.map((path, index) => replace(path, `${label} ${index + 1}`));

  const setup = copy.businessSetup;
  setup.logo = one(setup.logo, 'StarFamily');
  setup.images = many(setup.images, 'StarFamily');
  for (const slide of copy.heroSlides) slide.file = one(slide.file, slide.title);
  for (const item of copy.products) {
    item.banner = one(item.banner, item.title);
    item.images = many(item.images, item.title);
  }
  for (const item of copy.services) {
    item.banner = one(item.banner, item.serviceName);
    item.icon = one(item.icon, item.serviceName);
    item.images = many(item.images, item.serviceName);
  }
  for (const item of copy.projects) {
    item.banner = one(item.banner, item.title);
    item.images = many(item.images, item.title);
  }
  for (const item of copy.events) {
    item.banner = one(item.banner, item.eventName);
    item.images = many(item.images, item.eventName);
  }
  for (const item of copy.testimonials) {
    item.banner = one(item.banner, item.name);
    item.images = many(item.images, item.name);
  }
  for (const item of copy.teamMembers) item.image = one(item.image, item.full_name);
  for (const item of copy.partners) item.banner = one(item.banner, item.name);
  for (const item of [...copy.farms, ...copy.warehouses]) item.image = one(item.image, item.name);
  for (const item of copy.sisterCompanies) {
    item.image = one(item.image, item.name);
    item.logo = one(item.logo, item.name);
  }
  return copy;
}

/** Every distinct picture the bundle refers to, with the label of its first use. */
export function imagesOf(bundle: ContentBundle): BundlePicture[] {
  const images = new Map<string, string>();
  mapPictures(bundle, (path, label) => {
    if (!images.has(path)) images.set(path, label);
    return path;
  });
  return [...images].map(([path, label]) => ({ path, label }));
}
