import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/database';
import { productCategories, products } from '../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type ProductWithCategory = ProductRow & { category: ProductCategoryRow | null };

export function productRepository(db: Database) {
  // One query with the category joined in, so a list of products never costs one query per product.
  const selectWithCategory = () =>
    db
      .select({ ...getTableColumns(products), categoryName: productCategories.name })
      .from(products)
      .leftJoin(productCategories, eq(products.category_id, productCategories.id));

  const withCategory = ({ categoryName, ...product }: ProductRow & { categoryName: string | null }): ProductWithCategory => ({
    ...product,
    category: product.category_id !== null && categoryName !== null ? { id: product.category_id, name: categoryName } : null,
  });

  return {
    async list(filter: { categoryId?: number | undefined } = {}): Promise<ProductWithCategory[]> {
      const query = selectWithCategory();
      const rows = await (filter.categoryId === undefined ? query : query.where(eq(products.category_id, filter.categoryId))).orderBy(
        asc(products.id),
      );
      return rows.map(withCategory);
    },
    async findById(id: number): Promise<ProductWithCategory | null> {
      const [row] = await selectWithCategory().where(eq(products.id, id)).limit(1);
      return row ? withCategory(row) : null;
    },
  };
}

export function categoryRepository(db: Database) {
  return {
    list: (): Promise<ProductCategoryRow[]> => db.select().from(productCategories).orderBy(asc(productCategories.id)),
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, id)).limit(1);
      return row !== undefined;
    },
  };
}
