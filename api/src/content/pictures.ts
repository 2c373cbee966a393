// A bundle's pictures are the fields its entities declare as pictures (@starfamily/shared/entities): the seed draws
// them, the import makes their renditions, the photo bundle points them at photos. A picture field added to an entity
// is handled everywhere by its declaration.
import { COMPANY_NAME, contentKeys, contentType, PICTURE_KINDS, type AnyEntity } from '@starfamily/shared/entities';
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
 * setup, then each list in bundle order, each record's pictures in the order its entity declares them). The label is
 * the record's name (the company's for the business setup); a gallery's pictures are numbered.
 */
export function mapPictures(bundle: ContentBundle, replace: Replace): ContentBundle {
  const copy = structuredClone(bundle);
  const visit = (entity: AnyEntity, item: Record<string, unknown>) => {
    const label = entity.label ? String(item[entity.label]) : COMPANY_NAME;
    for (const [field, kind] of Object.entries(entity.fields)) {
      if (!PICTURE_KINDS.has(kind)) continue;
      const value = item[field];
      // A null or empty field stays as it is.
      if (Array.isArray(value)) item[field] = value.map((path: string, index) => replace(path, `${label} ${index + 1}`));
      else if (typeof value === 'string' && value) item[field] = replace(value, label);
    }
  };
  for (const key of contentKeys) {
    const records: unknown = copy[key];
    for (const item of (Array.isArray(records) ? records : [records]) as Record<string, unknown>[]) visit(contentType(key).entity, item);
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
