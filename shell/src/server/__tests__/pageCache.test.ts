/** @jest-environment node */
import { createKeptPages, createPageCache, type KeptPage, type SharedPages } from '../pageCache';

const page = (text: string, keep = true): KeptPage => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(text),
  gzip: Buffer.from(text),
  br: Buffer.from(text),
  etag: `"${text}"`,
  keep,
});

/** A render that finishes when the test says so, counting its calls. */
function controlledRender(text: string, keep = true) {
  let finish: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const render = jest.fn(async () => {
    await gate;
    return page(text, keep);
  });
  return { render, finish: () => finish() };
}

describe('rendered-page cache', () => {
  it('renders a page once for a burst of 200 concurrent requests, then answers from memory', async () => {
    const cache = createPageCache();
    const { render, finish } = controlledRender('home');
    const burst = Array.from({ length: 200 }, () => cache.get('v1', '/', render));
    finish();
    const answers = await Promise.all(burst);
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.filter(({ source }) => source === 'MISS')).toHaveLength(1);
    expect(answers.filter(({ source }) => source === 'COALESCED')).toHaveLength(199);
    expect(new Set(answers.map(({ page: kept }) => kept)).size).toBe(1);
    const later = await cache.get('v1', '/', render);
    expect(later.source).toBe('HIT');
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.renders).toBe(1);
  });

  it('a new epoch (content version or config generation) renders again and forgets the old pages', async () => {
    const cache = createPageCache();
    await cache.get('v1', '/', async () => page('old'));
    const fresh = await cache.get('v2', '/', async () => page('new'));
    expect(fresh).toMatchObject({ source: 'MISS' });
    expect(fresh.page.body.toString()).toBe('new');
    expect(cache.size).toBe(1);
  });

  it('keys pages by what it is given (device class and URL)', async () => {
    const cache = createPageCache();
    await cache.get('v1', '390 /', async () => page('phone'));
    const desktop = await cache.get('v1', '1440 /', async () => page('desktop'));
    expect(desktop.page.body.toString()).toBe('desktop');
    expect((await cache.get('v1', '390 /', async () => page('again'))).page.body.toString()).toBe('phone');
  });

  it('sends a page that is not complete to the requests that waited for it, and keeps nothing', async () => {
    const cache = createPageCache();
    const { render, finish } = controlledRender('partial', false);
    const both = [cache.get('v1', '/about', render), cache.get('v1', '/about', render)];
    finish();
    expect((await Promise.all(both)).map(({ source }) => source)).toEqual(['MISS', 'COALESCED']);
    expect(cache.size).toBe(0);
    expect((await cache.get('v1', '/about', async () => page('whole'))).source).toBe('MISS');
  });

  it('a failed render fails the requests waiting for it, and the next request renders again', async () => {
    const cache = createPageCache();
    let fail: (error: Error) => void = () => {};
    const failing = () =>
      new Promise<KeptPage>((_resolve, reject) => {
        fail = reject;
      });
    const both = [cache.get('v1', '/', failing), cache.get('v1', '/', failing)];
    fail(new Error('render failed'));
    await expect(both[0]).rejects.toThrow('render failed');
    await expect(both[1]).rejects.toThrow('render failed');
    expect((await cache.get('v1', '/', async () => page('ok'))).source).toBe('MISS');
  });

  it('asks the shared keeper first, renders only when it says so, and shares what it rendered', async () => {
    const kept = new Map<string, KeptPage>();
    const shared: SharedPages = {
      claim: jest.fn(async (key: string) => kept.get(key) ?? null),
      share: jest.fn((key: string, made: KeptPage | null) => {
        if (made) kept.set(key, made);
      }),
    };
    const first = createPageCache({ shared });
    const second = createPageCache({ shared });
    const render = jest.fn(async () => page('home'));
    expect((await first.get('v1', '/', render)).source).toBe('MISS');
    expect((await second.get('v1', '/', render)).source).toBe('HIT');
    expect(render).toHaveBeenCalledTimes(1);
    expect(shared.share).toHaveBeenCalledWith('v1\n/', expect.objectContaining({ etag: '"home"' }));
  });
});

describe('kept pages', () => {
  it('holds at most maxEntries pages, the least recently used leaving first', () => {
    const pages = createKeptPages({ maxEntries: 2 });
    pages.set('a', page('a'));
    pages.set('b', page('b'));
    pages.get('a');
    pages.set('c', page('c'));
    expect(pages.get('b')).toBeUndefined();
    expect(pages.get('a')?.etag).toBe('"a"');
    expect(pages.size).toBe(2);
  });

  it('holds at most maxBytes, so a client inventing URLs cannot grow memory', () => {
    const pages = createKeptPages({ maxBytes: 100 });
    for (let index = 0; index < 10; index += 1) pages.set(`/${index}`, page('x'.repeat(20)));
    expect(pages.size).toBe(2);
  });
});
