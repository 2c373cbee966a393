import type { Product } from '@starfamily/shared';

/**
 * `?category_id=` as the products page reads it (spec §5: compared as an integer): undefined when absent or empty
 * (every product), NaN when it is not a whole number such as `abc` or `1.9` (a category no product is in).
 */
export function parseCategoryId(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** What the page asks the API for: the category's products, or every product when no valid category is named. */
export const productsQueryArg = (categoryId: number | undefined): { categoryId: number } | undefined =>
  categoryId === undefined || Number.isNaN(categoryId) ? undefined : { categoryId };

/** The products of a category (an API may answer with all of them): what the page lists and its head preloads from. */
export const productsInCategory = (products: readonly Product[], categoryId: number | undefined): Product[] =>
  products.filter((product) => categoryId === undefined || (product.category_id ?? product.category?.id) === categoryId);
