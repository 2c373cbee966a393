/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { server, TEST_API_BASE } from '@starfamily/shared/testing';
import { checkPreview, previewApiBase, previewBarHtml, previewProblem, previewRequest, withToken } from '../preview';

// 43 characters, as the API's tokens (32 bytes, base64url).
const TOKEN = 'abcdefghijABCDEFGHIJ0123456789_-abcdefghijk';

describe('a preview request', () => {
  it("names the published page and the token, and takes only a token of the API's shape", () => {
    expect(previewRequest(`/preview/product/3?token=${TOKEN}&tab=specs`)).toEqual({ token: TOKEN, publicUrl: '/product/3?tab=specs' });
    expect(previewRequest(`/preview?token=${TOKEN}`)).toEqual({ token: TOKEN, publicUrl: '/' });
    expect(previewRequest('/preview/product/3')).toEqual({ token: null, publicUrl: '/product/3' });
    expect(previewRequest('/preview/about?token=../../admin').token).toBeNull();
  });

  it("reads from the API's preview, and a redirect keeps the token", () => {
    expect(previewApiBase('https://api.example', TOKEN)).toBe(`https://api.example/api/preview/${TOKEN}`);
    expect(withToken('/preview/product?category_id=2', TOKEN)).toBe(`/preview/product?category_id=2&token=${TOKEN}`);
  });
});

describe('the preview bar', () => {
  it('says the page is not published, is a labelled landmark, and links to the published page', () => {
    const html = previewBarHtml('/product/3?a="b"&c=<d>');
    expect(html).toContain('<aside aria-label="Preview"');
    expect(html).toContain('Preview: not published');
    expect(html).toContain('href="/product/3?a=&quot;b&quot;&amp;c=&lt;d&gt;"');
    // Room is made for it: it covers nothing at the foot of the page.
    expect(html).toMatch(/body\{padding-bottom:/);
  });
});

describe('opening a preview', () => {
  const base = previewApiBase(TEST_API_BASE, TOKEN);
  const answer = (status: number, body: object) =>
    server.use(http.get(`${base}/api/content-version`, () => HttpResponse.json(body, { status })));

  it("is open when the preview's API answers, expired on its 401, and names the problems of drafts that make no site", async () => {
    answer(200, { version: 'a'.repeat(32) });
    expect(await checkPreview(base, 1000)).toEqual({ kind: 'open' });
    answer(401, { error: 'preview-expired', message: 'expired' });
    expect(await checkPreview(base, 1000)).toEqual({ kind: 'expired' });
    answer(422, { error: 'invalid-drafts', message: 'no', problems: ['products[0].category_id: no product category has id 9'] });
    expect(await checkPreview(base, 1000)).toEqual({
      kind: 'invalid',
      problems: ['products[0].category_id: no product category has id 9'],
    });
    answer(500, { error: 'x', message: 'x' });
    expect(await checkPreview(base, 1000)).toMatchObject({ kind: 'unavailable' });
  });

  it("answers 401 with the words the admin's operator needs, and never an app that would show published content", () => {
    const expired = previewProblem({ kind: 'expired' });
    expect(expired.status).toBe(401);
    expect(expired.html).toContain('This preview link has expired; open Preview again from the admin.');
    expect(expired.html).toContain('<meta name="robots" content="noindex">');
    expect(expired.html).not.toContain('<script');
    const invalid = previewProblem({ kind: 'invalid', problems: ['<b>bad</b>'] });
    expect(invalid.status).toBe(422);
    expect(invalid.html).toContain('&lt;b&gt;bad&lt;/b&gt;');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(previewProblem({ kind: 'unavailable', reason: 'down' }).status).toBe(503);
  });
});
