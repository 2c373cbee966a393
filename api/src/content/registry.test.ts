// The content registry (@starfamily/shared/entities) is the one list of content types: these checks keep what cannot
// be derived from it (the database's own constraints, insert order) in step, and show what is derived from it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { contentKeys, contentType, listKeys } from '@starfamily/shared/entities';
import { seedBundle } from '../db/seed';
import { columnName } from '../db/schema/columns';
import { tableOf } from './contentTables';
import { BundleValidationError, validateBundle } from './validateBundle';

const TEXT_KINDS = new Set(['text', 'optionalText']);

describe('content registry', () => {
  it('has a table for every type, named as registered, with a column per field', () => {
    for (const key of contentKeys) {
      const table = tableOf[key] as PgTable;
      assert.equal(getTableName(table), contentType(key).table, key);
      const columns = getTableConfig(table).columns.map((column) => column.name);
      assert.deepEqual(columns, Object.keys(contentType(key).entity.fields).map(columnName), key);
    }
  });

  it('declares the unique fields and references the tables enforce', () => {
    for (const key of contentKeys) {
      const { columns, foreignKeys } = getTableConfig(tableOf[key] as PgTable);
      const uniqueColumns = columns.filter((column) => column.isUnique).map((column) => column.name);
      assert.deepEqual(uniqueColumns, (contentType(key).unique ?? []).map(columnName), `${key}: unique`);
      const references = foreignKeys.map((foreignKey) => {
        const {
          columns: [column],
          foreignTable,
        } = foreignKey.reference();
        return [column!.name, getTableName(foreignTable)];
      });
      const declared = Object.entries(contentType(key).references ?? {}).map(([field, target]) => [
        columnName(field),
        contentType(target as never).table,
      ]);
      assert.deepEqual(references, declared, `${key}: references`);
    }
  });

  it('references only list types inserted before the referring one', () => {
    for (const key of contentKeys) {
      for (const [field, target] of Object.entries(contentType(key).references ?? {})) {
        assert.ok(listKeys.includes(target as never), `${key}.${field} refers to ${target}, not a list type`);
        assert.ok(contentKeys.indexOf(target as never) < contentKeys.indexOf(key), `${key}.${field}: ${target} must come first`);
      }
    }
  });

  it('keeps rich text to text fields, and public URLs to one type each', () => {
    const urls: string[] = [];
    for (const key of contentKeys) {
      const { entity, richText, publicRoutes, single } = contentType(key);
      for (const field of richText) assert.ok(TEXT_KINDS.has(entity.fields[field]!), `${key}.${field} is not a text field`);
      if (single) assert.equal(publicRoutes, undefined, `${key}: a single record has routes of its own`);
      if (publicRoutes) urls.push(publicRoutes.listUrl, ...(publicRoutes.detailUrl ? [publicRoutes.detailUrl] : []));
    }
    assert.equal(new Set(urls).size, urls.length, `a URL is used twice: ${urls.join(', ')}`);
  });

  it('gives a position field to the types operators put in order, and to them only', () => {
    for (const key of contentKeys) {
      const positions = Object.values(contentType(key).entity.fields).filter((kind) => kind === 'position');
      assert.equal(positions.length, contentType(key).ordered ? 1 : 0, key);
      if (contentType(key).ordered) assert.ok(listKeys.includes(key as never), `${key}: a single record has no order`);
    }
  });

  it('checks repeated ids, repeated unique values and missing references with the same messages as before', async () => {
    const bundle = seedBundle();
    bundle.farms[1]!.id = bundle.farms[0]!.id;
    bundle.productCategories[2]!.name = bundle.productCategories[0]!.name;
    bundle.products[4]!.category_id = 999;
    await assert.rejects(validateBundle(bundle), (error: unknown) => {
      assert.ok(error instanceof BundleValidationError);
      assert.deepEqual(error.problems, [
        `farms[1].id: ${bundle.farms[0]!.id} is already used by farms[0]`,
        `productCategories[2].name: "${bundle.productCategories[0]!.name}" is already used by productCategories[0]`,
        'products[4].category_id: no product category has id 999',
      ]);
      return true;
    });
  });

  it('refuses values longer than the editing screens take, rich text allowing long articles', async () => {
    const bundle = seedBundle();
    bundle.products[0]!.title = 'x'.repeat(201);
    bundle.products[1]!.description = `<p>${'x'.repeat(20_000)}</p>`;
    bundle.farms[0]!.location = 'x'.repeat(2_001);
    bundle.services[0]!.images = [`services/${'x'.repeat(500)}.svg`];
    await assert.rejects(validateBundle(bundle), (error: unknown) => {
      assert.ok(error instanceof BundleValidationError);
      assert.deepEqual(error.problems, [
        'products[0].title: must be at most 200 characters',
        'services[0].images: must hold storage paths of at most 500 characters',
        'farms[0].location: must be at most 2000 characters',
      ]);
      return true;
    });
  });
});
