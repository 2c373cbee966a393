/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  createNonce,
  inlineScriptHashes,
  originOf,
  pageHeaders,
  pagePolicy,
  partnerPolicy,
} from '@starfamily/shared/server/security-headers';

const LOCAL = { apiBaseUrl: 'http://localhost:4000' };
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));

describe("the site's security headers", () => {
  const policy = directives(
    pagePolicy({
      config: {
        apiBaseUrl: 'https://api.starfamily.example/',
        remotes: {
          catalogue: 'https://cdn.example:8443/catalogue/remoteEntry.js',
          company: 'https://cdn.example:8443/company/remoteEntry.js',
          evil: 'javascript:alert(1)',
        },
      },
      nonce: 'abc',
    }),
  );

  it('allows scripts from itself, the remotes’ origins (once each) and the nonce: nothing inline or evaluated', () => {
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example:8443', "'nonce-abc'"]);
  });

  it('connects to the API and the remotes, shows pictures from the API, frames nothing but https maps', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.starfamily.example', 'https://cdn.example:8443']);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.starfamily.example']));
    expect(policy['frame-src']).toEqual(['https:']);
  });

  it('locks plugins, <base> and framing by other sites', () => {
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  it("allows eval only for development builds (webpack's eval source maps)", () => {
    expect(pagePolicy({ config: LOCAL })).not.toContain('unsafe-eval');
    expect(pagePolicy({ config: LOCAL, development: true })).toMatch(/script-src 'self' 'unsafe-eval';/);
  });

  it("allows a kept page's inline scripts by their hashes: each executable one, once, never JSON data", () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script src="/main.js"></script>' +
      '<script>window.__STATE__={"a":1}</script><script>(function(){go()})()</script><script>window.__STATE__={"a":1}</script>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([sha('window.__STATE__={"a":1}'), sha('(function(){go()})()')]);
    expect(directives(pagePolicy({ config: LOCAL, scriptHashes: hashes }))['script-src']).toEqual(["'self'", ...hashes]);
  });

  it('names no nonce when there is no inline script', () => {
    expect(pagePolicy({ config: LOCAL })).toMatch(/script-src 'self';/);
  });

  it('sends the policy with nosniff, a referrer policy and the legacy frame guard', () => {
    expect(pageHeaders({ config: LOCAL })).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it("gives a partner page what docs/embedding.md lists: the widgets' and the API's origins, its own nonce, nothing inline", () => {
    const partner = directives(
      partnerPolicy({
        nonce: 'n1',
        widgetUrls: ['http://localhost:3001/', 'http://localhost:3002'],
        apiBaseUrl: 'https://api.starfamily.example',
      }),
    );
    expect(partner['script-src']).toEqual(["'self'", "'nonce-n1'", 'http://localhost:3001', 'http://localhost:3002']);
    expect(partner['style-src']).toEqual(["'self'", "'nonce-n1'"]);
    expect(partner['connect-src']).toEqual(["'self'", 'https://api.starfamily.example', 'http://localhost:3001', 'http://localhost:3002']);
    expect(partner['img-src']).toEqual(["'self'", 'https://api.starfamily.example']);
    expect(partner['default-src']).toEqual(["'self'"]);
  });

  it('reads origins of http(s) URLs only, and makes a new nonce each time', () => {
    expect(originOf('data:text/javascript,1')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
