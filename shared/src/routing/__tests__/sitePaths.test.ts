/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_PATHS, categoryPath, sitePath } from '../sitePaths';
import { SITE_APP_NAMES } from '../../../apps';

describe('sitePath', () => {
  it('fills a page pattern and adds a query', () => {
    expect(sitePath('product', { id: 3 })).toBe('/product-single/3');
    expect(sitePath('projects')).toBe('/project-s2');
    expect(sitePath('products', {}, { category_id: '2' })).toBe('/product?category_id=2');
    expect(categoryPath({ id: 2, name: 'Coffee & Tea' })).toBe('/product?category_id=2&category_name=Coffee+%26+Tea');
  });
});

describe('the site map of addresses', () => {
  const repo = path.resolve(__dirname, '../../../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'testing' ? [] : sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const productCode = ['shared', ...SITE_APP_NAMES].flatMap((app) => sources(path.join(repo, app, 'src')));
  const own = path.join(repo, 'shared/src/routing/sitePaths.ts');

  it('is the only place product code spells a page address', () => {
    const literals = Object.values(SITE_PATHS)
      .filter((value) => value !== '/')
      .map((value) => value.replace(/:id$/, ''));
    const found = productCode
      .filter((file) => file !== own)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ where: `${path.relative(repo, file)}:${index + 1}`, line }))
          // Comments may give examples; API request paths (`url: '/service'`, the content registry's
          // `listUrl: '/service'`) are the API's, not the site's.
          .filter(({ line }) => !/^\s*(\/\/|\*|\/\*\*)/.test(line) && !/\b(url|listUrl|detailUrl):/.test(line))
          .filter(({ line }) => literals.some((value) => new RegExp(`['"\`]${value.replace(/[-/]/g, '\\$&')}(?=['"\`/?$])`).test(line))),
      )
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
