/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import { http, HttpResponse } from 'msw';
import { server, TEST_API_BASE } from '@starfamily/shared/testing';
import { renderPage, viewportGuess } from '../renderPage';
import type { LoadedConfig } from '../serverConfig';

/** What the API answers for content that is not there. */
const nothing = () => HttpResponse.json({ error: 'Not Found', message: 'not found' }, { status: 404 });

const loaded: LoadedConfig = {
  config: { apiBaseUrl: TEST_API_BASE, remotes: {}, loaderMs: 3000, siteUrl: 'https://site.example' },
  generation: 1,
  fingerprint: 'test',
};

/**
 * An AsyncLocalStorage that runs once turned on Node's async hooks for the life of the process on Node 20, and every
 * request the server answered afterwards paid for them (Node 24 builds it on AsyncContextFrame instead). A render still
 * runs none (react-dom/server's Node renderer would); Jest itself turns the hooks on, so the test watches for the call.
 */
test("a rendered page leaves Node's async hooks as they were (kept pages are answered at full speed afterwards)", async () => {
  const run = jest.spyOn(AsyncLocalStorage.prototype, 'run');
  const enterWith = jest.spyOn(AsyncLocalStorage.prototype, 'enterWith');
  // Every content query of the page's chrome finds nothing: the page is the site's own "not found".
  server.use(http.get(`${TEST_API_BASE}/api/*`, () => nothing()));
  const result = await renderPage({
    url: '/no-such-page',
    mobileHint: undefined,
    loaded,
    tables: {},
    apiWaitMs: 5_000,
    renderTimeoutMs: 10_000,
  });

  expect(result).toMatchObject({ kind: 'page', status: 404 });
  expect(result.kind === 'page' && result.body).toMatch(/<header|<footer|<main/);
  expect(run).not.toHaveBeenCalled();
  expect(enterWith).not.toHaveBeenCalled();
  run.mockRestore();
  enterWith.mockRestore();
});

describe('viewportGuess', () => {
  it('lays the first HTML out for the device class Sec-CH-UA-Mobile states, a phone when it is not sent', () => {
    expect(viewportGuess('?0')).toBe(1440);
    expect(viewportGuess(' ?0 ')).toBe(1440);
    expect(viewportGuess('?1')).toBe(390);
    // Safari, Firefox and most crawlers send no client hints: most visitors are on phones.
    expect(viewportGuess(undefined)).toBe(390);
  });
});

test('a preview reads from its own API, keeps /preview in its links, and hands both to the browser', async () => {
  const previewBase = `${TEST_API_BASE}/api/preview/${'t'.repeat(43)}`;
  const asked = { public: 0, preview: 0 };
  server.use(
    http.get(`${TEST_API_BASE}/api/*`, () => {
      asked.public += 1;
      return nothing();
    }),
  );
  server.use(
    http.get(`${previewBase}/api/*`, () => {
      asked.preview += 1;
      return nothing();
    }),
  );
  const result = await renderPage({
    url: `/preview/no-such-page?token=${'t'.repeat(43)}`,
    basename: '/preview',
    mobileHint: undefined,
    loaded: { ...loaded, config: { ...loaded.config, apiBaseUrl: previewBase } },
    tables: {},
    apiWaitMs: 5_000,
    renderTimeoutMs: 10_000,
  });

  expect(result.kind).toBe('page');
  if (result.kind !== 'page') return;
  expect(asked.preview).toBeGreaterThan(0);
  expect(asked.public).toBe(0);
  expect(result.body).toContain('href="/preview"');
  expect(result.body).not.toMatch(/href="\/(?!preview)[a-z]/);
  expect(result.payloadScript).toContain('"basename":"/preview"');
  expect(result.payloadScript).toContain(previewBase);
  expect(result.head.path).toBe('/no-such-page');
});
