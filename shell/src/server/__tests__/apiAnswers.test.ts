/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { server as unitTestNetwork } from '@starfamily/shared/testing';
import { createApiAnswers } from '../apiAnswers';

// Real HTTP here: the unit tests' request interceptor (which refuses unknown hosts) stays out of this file.
beforeAll(() => unitTestNetwork.close());

/** A real HTTP server standing in for the content API: counts the requests per path; `/missing` is a 404. */
async function contentApi() {
  const asked: string[] = [];
  let title = 'Sidamo';
  let hold: Promise<void> | null = null;
  const server = http.createServer((request, response) => {
    asked.push(request.url!);
    void (hold ?? Promise.resolve()).then(() => {
      if (request.url === '/missing') response.writeHead(404).end('{"error":"not found"}');
      // A preview's answers (the drafts, behind an operator's link) are marked so.
      else if (request.url!.startsWith('/api/preview/'))
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ title }));
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: request.url, title }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    setTitle: (next: string) => (title = next),
    holdAnswers: (until: Promise<void>) => (hold = until),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function clientWith(answers: ReturnType<typeof createApiAnswers>, baseURL: string) {
  const client = axios.create({ baseURL });
  client.defaults.adapter = answers.transport(axios.getAdapter(client.defaults.adapter));
  return client;
}

describe("the rendering server's copy of the API's answers", () => {
  let api: Awaited<ReturnType<typeof contentApi>>;
  beforeEach(async () => {
    api = await contentApi();
  });
  afterEach(() => api.close());

  it('answers a GET asked again for the same content version from memory, parsed anew each time', async () => {
    const client = clientWith(createApiAnswers({ versionNow: () => 'v1' }), api.url);
    const first = await client.get('/products-list', { params: { category_id: 2 } });
    const again = await client.get('/products-list', { params: { category_id: 2 } });
    expect(again.data).toEqual(first.data);
    expect(again.data).not.toBe(first.data);
    expect(again.status).toBe(200);
    expect(api.asked).toEqual(['/products-list?category_id=2']);
    // Other parameters are another answer.
    await client.get('/products-list', { params: { category_id: 3 } });
    expect(api.asked).toHaveLength(2);
  });

  it('asks again once the content version changes, and keeps nothing while it is unknown', async () => {
    let version: string | null = 'v1';
    const client = clientWith(createApiAnswers({ versionNow: () => version }), api.url);
    expect((await client.get('/products-list/1')).data.title).toBe('Sidamo');
    api.setTitle('Yirgacheffe');
    expect((await client.get('/products-list/1')).data.title).toBe('Sidamo');
    version = 'v2';
    expect((await client.get('/products-list/1')).data.title).toBe('Yirgacheffe');
    version = null;
    await client.get('/products-list/1');
    await client.get('/products-list/1');
    expect(api.asked).toHaveLength(4);
  });

  it('keeps no failure, no POST, and no answer that arrived after the version changed', async () => {
    let version = 'v1';
    const client = clientWith(createApiAnswers({ versionNow: () => version }), api.url);
    await expect(client.get('/missing')).rejects.toMatchObject({ response: { status: 404 } });
    await expect(client.get('/missing')).rejects.toMatchObject({ response: { status: 404 } });
    await client.post('/contacts', { name: 'Abebe' });
    await client.post('/contacts', { name: 'Abebe' });
    expect(api.asked).toEqual(['/missing', '/missing', '/contacts', '/contacts']);

    let release = () => {};
    api.holdAnswers(new Promise<void>((resolve) => (release = resolve)));
    const onItsWay = client.get('/about-list');
    while (!api.asked.includes('/about-list')) await new Promise((resolve) => setImmediate(resolve));
    version = 'v2';
    release();
    await onItsWay;
    await client.get('/about-list');
    expect(api.asked.filter((path) => path === '/about-list')).toHaveLength(2);
  });

  it('keeps no answer the API marked no-store (a preview of the drafts)', async () => {
    const answers = createApiAnswers({ versionNow: () => 'v1' });
    const client = clientWith(answers, api.url);
    const path = '/api/preview/token/api/product-list/1';
    expect((await client.get(path)).data.title).toBe('Sidamo');
    api.setTitle('Draft title');
    expect((await client.get(path)).data.title).toBe('Draft title');
    expect(answers.size).toBe(0);
  });

  it('keeps at most maxEntries answers, the oldest out first', async () => {
    const answers = createApiAnswers({ versionNow: () => 'v1', maxEntries: 2 });
    const client = clientWith(answers, api.url);
    for (const path of ['/a', '/b', '/c']) await client.get(path);
    expect(answers.size).toBe(2);
    await client.get('/c');
    await client.get('/a');
    expect(api.asked).toEqual(['/a', '/b', '/c', '/a']);
  });
});
