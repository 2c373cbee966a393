// Catalogue: GET /api/pro-categ-name, /api/products-list[?category_id=N] and /api/product-list/{id}.
// Product `images` is a real JSON list (unlike events/services), and each product nests its category.
import type { FastifyInstance } from 'fastify';
import { product, productCategory } from '@starfamily/shared/entities';
import { answerSchema } from './answers';
import { HttpError, idParamsSchema, idString, listOf, notFound, readErrors, type IdParams } from './common';

const categorySchema = answerSchema(productCategory);
const productWithoutCategory = answerSchema(product);

const productSchema = {
  ...productWithoutCategory,
  required: [...productWithoutCategory.required, 'category'],
  properties: { ...productWithoutCategory.properties, category: { ...categorySchema, type: ['object', 'null'] } },
};

const productFilterSchema = {
  type: 'object',
  properties: {
    // An empty value means "all categories", as a form with no category selected would send.
    category_id: { anyOf: [idString, { type: 'string', maxLength: 0 }] },
  },
} as const;

export default async function productRoutes(app: FastifyInstance) {
  const { products, productCategories } = app.repositories;

  app.get('/pro-categ-name', { schema: { response: { 200: listOf(categorySchema), 500: readErrors[500] } } }, () =>
    productCategories.list(),
  );

  app.get<{ Querystring: { category_id?: string } }>(
    '/products-list',
    { schema: { querystring: productFilterSchema, response: { 200: listOf(productSchema), ...readErrors } } },
    async (request) => {
      const raw = request.query.category_id;
      if (raw === undefined || raw === '') return products.list();
      const categoryId = Number(raw);
      // An unknown category is a broken link, not an empty category: say so.
      if (!(await productCategories.exists(categoryId))) throw new HttpError(404, `Product category ${categoryId} not found`);
      return products.list({ categoryId });
    },
  );

  app.get<{ Params: IdParams }>(
    '/product-list/:id',
    { schema: { params: idParamsSchema, response: { 200: productSchema, ...readErrors } } },
    async (request) => {
      const id = Number(request.params.id);
      const product = await products.findById(id);
      if (!product) throw notFound('Product', id);
      return product;
    },
  );
}
