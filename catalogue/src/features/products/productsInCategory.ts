import type { Product } from '@starfamily/shared';

/** `?category_id=` as the products page reads it. */
export function parseCategoryId(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** The products of a category (an API may answer with all of them): what the page lists and its head preloads from. */
export const productsInCategory = (products: readonly Product[], categoryId: number | undefined): Product[] =>
  products.filter((product) => categoryId === undefined || (product.category_id ?? product.category?.id) === categoryId);
