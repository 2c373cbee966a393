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

/** A list answer as the API sends it (a bare array); anything else reads as empty. */
export const asList = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);

/** A single-record answer (an object); anything else reads as empty. */
export const asItem = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});

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
    asList(response).map(normalise);

/** Builds a `transformResponse` for single-record calls. */
export const itemOf =
  <T>(normalise: (raw: Raw) => T = (raw) => raw as T) =>
  (response: unknown): T =>
    normalise(asItem(response));
