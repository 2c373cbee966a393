import type { CompanyEvent, Product, Project, Service, Testimonial } from './types';

type Raw = Record<string, unknown>;

/** Image lists arrive as arrays (products) or as JSON-encoded strings (events, services, projects, testimonials). */
export function parseImageList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    return parseImageList(JSON.parse(value));
  } catch {
    // A plain path rather than a JSON list: keep it rather than lose the image.
    return [value];
  }
}

/** Lists arrive as bare arrays from our API; a `{ data: [...] }` envelope is accepted too. */
export function unwrapList(value: unknown): Raw[] {
  if (Array.isArray(value)) return value as Raw[];
  if (value && typeof value === 'object' && Array.isArray((value as Raw).data)) return (value as { data: Raw[] }).data;
  return [];
}

/** Single records may also come wrapped in `{ data: {...} }`. */
export function unwrapItem(value: unknown): Raw {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const data = (value as Raw).data;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Raw) : (value as Raw);
  }
  return {};
}

const withImages = <T>(raw: Raw): T => ({ ...raw, images: parseImageList(raw.images) }) as T;

export const normaliseProduct = (raw: Raw): Product => {
  const product = withImages<Product>(raw);
  return { ...product, category: product.category ?? null, category_id: product.category_id ?? product.category?.id ?? null };
};

export const normaliseService = (raw: Raw): Service => withImages<Service>(raw);
export const normaliseProject = (raw: Raw): Project => withImages<Project>(raw);
export const normaliseTestimonial = (raw: Raw): Testimonial => withImages<Testimonial>(raw);

/** Events carry `created_at` or, in the teaser's reading of the original backend, `create_at`. */
export const normaliseEvent = (raw: Raw): CompanyEvent => {
  const event = withImages<CompanyEvent & { create_at?: string }>(raw);
  const { create_at: legacyCreatedAt, ...rest } = event;
  return { ...rest, created_at: event.created_at ?? legacyCreatedAt ?? '' };
};

/** Builds a `transformResponse` for list calls from a per-item normaliser. */
export const listOf =
  <T>(normalise: (raw: Raw) => T = (raw) => raw as T) =>
  (response: unknown): T[] =>
    unwrapList(response).map(normalise);

/** Builds a `transformResponse` for single-record calls. */
export const itemOf =
  <T>(normalise: (raw: Raw) => T = (raw) => raw as T) =>
  (response: unknown): T =>
    normalise(unwrapItem(response));
