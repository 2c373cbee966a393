// A visitor browsing the catalogue: categories, the product list and its category filter, product pages.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build, json, testDrivers, type TestApp } from '../testing/build';

interface Product {
  id: number;
  title: string;
  images: unknown;
  category_id: number | null;
  category: { id: number; name: string } | null;
}
interface ApiError {
  error: string;
  message: string;
}

for (const driver of testDrivers()) {
  describe(`catalogue calls (${driver})`, () => {
    let t: TestApp;
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    before(async () => {
      t = await build({ driver });
    });
    after(() => t.close());

    it('lists categories with only id and name, even when the client sends JSON headers on a GET', async () => {
      const response = await get('/api/pro-categ-name', { accept: 'application/json', 'content-type': 'application/json' });
      assert.equal(response.statusCode, 200);
      const categories = json<Record<string, unknown>[]>(response);
      assert.ok(categories.length >= 5);
      for (const category of categories) assert.deepEqual(Object.keys(category).sort(), ['id', 'name']);
      assert.ok(categories.some((category) => category.name === 'Coffee'));
    });

    it('lists every product with a real JSON image list and its nested category', async () => {
      const products = json<Product[]>(await get('/api/products-list'));
      assert.ok(products.length >= 14, `only ${products.length} products`);
      for (const product of products) {
        assert.ok(Array.isArray(product.images), `product ${product.id} images is not a list`);
        assert.equal(product.category?.id ?? null, product.category_id);
        assert.equal(Number.isInteger(product.id), true);
      }
      assert.ok(
        products.some((product) => (product.images as string[]).length > 0),
        'no product has extra images',
      );
      const uncategorised = products.find((product) => product.category_id === null);
      assert.ok(uncategorised, 'no uncategorised product to show "Uncategorized"');
      assert.equal(uncategorised.category, null);
    });

    it('filters products by category on the server', async () => {
      const categories = json<{ id: number; name: string }[]>(await get('/api/pro-categ-name'));
      const coffee = categories.find((category) => category.name === 'Coffee');
      assert.ok(coffee);
      const products = json<Product[]>(await get(`/api/products-list?category_id=${coffee.id}`));
      assert.ok(products.length >= 3);
      assert.ok(products.every((product) => product.category_id === coffee.id && product.category?.name === 'Coffee'));
    });

    it('answers an empty list for a category without products, and all products for an empty filter', async () => {
      const categories = json<{ id: number }[]>(await get('/api/pro-categ-name'));
      const all = json<Product[]>(await get('/api/products-list'));
      const empty = categories.find((category) => !all.some((product) => product.category_id === category.id));
      assert.ok(empty, 'the seed should have a category with no products');
      assert.deepEqual(json(await get(`/api/products-list?category_id=${empty.id}`)), []);
      assert.equal(json<Product[]>(await get('/api/products-list?category_id=')).length, all.length);
    });

    it('answers 404 with a JSON message for an unknown category', async () => {
      const response = await get('/api/products-list?category_id=424242');
      assert.equal(response.statusCode, 404);
      assert.deepEqual(json(response), { error: 'Not Found', message: 'Product category 424242 not found' });
    });

    it('answers 400, never 500, for a malformed category id', async () => {
      for (const bad of ['abc', '-1', '0', '1.5', '99999999999999999999', '1e3', '0x10', '%20', '1;DROP']) {
        const response = await get(`/api/products-list?category_id=${bad}`);
        assert.equal(response.statusCode, 400, `category_id=${bad} gave ${response.statusCode}`);
        assert.equal(json<ApiError>(response).error, 'Bad Request');
      }
    });

    it('shows one product with its category', async () => {
      const product = json<Product & Record<string, unknown>>(await get('/api/product-list/1'));
      assert.equal(product.id, 1);
      assert.deepEqual(Object.keys(product).sort(), [
        'banner',
        'category',
        'category_id',
        'description',
        'details',
        'id',
        'images',
        'title',
      ]);
      assert.match(String(product.description), /^<p>/);
      assert.deepEqual(product.category, { id: product.category_id, name: 'Coffee' });
    });

    it('answers 404 with the product id for an unknown product', async () => {
      const response = await get('/api/product-list/123');
      assert.equal(response.statusCode, 404);
      assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
      assert.deepEqual(json(response), { error: 'Not Found', message: 'Product 123 not found' });
    });

    it('answers 400 JSON for malformed product ids', async () => {
      for (const bad of ['abc', '-1', '1.5', '99999999999999999999', '0']) {
        const response = await get(`/api/product-list/${bad}`);
        assert.equal(response.statusCode, 400, `/api/product-list/${bad} gave ${response.statusCode}`);
        assert.match(json<ApiError>(response).message, /id must be a positive whole number/);
      }
    });
  });
}
