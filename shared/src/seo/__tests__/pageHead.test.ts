import { applyHeadToDocument, documentTitle, renderHeadTags } from '../pageHead';

const SITE = 'https://starfamily.example';
const HOSTILE = '</script><script>alert(1)</script> "quoted" & \'single\'';

describe('page head', () => {
  it('titles pages "<name> | StarFamily" and home with the site line', () => {
    expect(documentTitle({ title: 'Arabica' })).toBe('Arabica | StarFamily');
    expect(documentTitle({})).toBe('StarFamily | Ethiopian agro-export and industry');
  });

  it('writes absolute canonical, Open Graph and Twitter URLs', () => {
    const html = renderHeadTags({ title: 'Arabica', description: 'Washed', path: '/product-single/3', image: '/storage/a.svg', type: 'product' }, `${SITE}/`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/product-single/3"`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/product-single/3"`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/storage/a.svg"`);
    expect(html).toContain('<meta property="og:type" content="product"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).not.toContain('name="robots"');
  });

  it('escapes every value and keeps JSON-LD inside its script element', () => {
    const html = renderHeadTags({ title: HOSTILE, description: HOSTILE, path: '/x', jsonLd: [{ name: HOSTILE }], noindex: true }, SITE);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;');
    expect(html).toContain('\\u003c/script>');
    expect(html).toContain('<meta name="robots" content="noindex"');
    const json = /<script type="application\/ld\+json"[^>]*>(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ name: HOSTILE });
  });

  it('replaces the previous page tags in the document on navigation', () => {
    document.head.innerHTML = renderHeadTags({ title: 'Old', description: 'Old text', path: '/old', jsonLd: [{ old: true }] }, SITE);
    applyHeadToDocument({ title: 'New', description: 'New text', path: '/new' }, SITE);
    expect(document.title).toBe('New | StarFamily');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'New text');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/new`);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});
