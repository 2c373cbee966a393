import { applyHeadToDocument, documentTitle, renderHeadTags } from '../pageHead';

const SITE = 'https://starfamily.example';
const HOSTILE = '</script><script>alert(1)</script> "quoted" & \'single\'';

describe('page head', () => {
  it('titles pages "<name> | StarFamily" and home with the site line', () => {
    expect(documentTitle({ title: 'Arabica' })).toBe('Arabica | StarFamily');
    expect(documentTitle({})).toBe('StarFamily | Ethiopian agro-export and industry');
  });

  it('writes absolute canonical, Open Graph and Twitter URLs', () => {
    const image = { url: '/storage/renditions/abc/og.jpg', alt: 'Arabica "Grade 1"' };
    const html = renderHeadTags({ title: 'Arabica', description: 'Washed', path: '/product-single/3', image, type: 'product' }, `${SITE}/`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/product-single/3"`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/product-single/3"`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/storage/renditions/abc/og.jpg"`);
    expect(html).toContain('<meta property="og:image:width" content="1200"');
    expect(html).toContain('<meta property="og:image:height" content="630"');
    expect(html).toContain('<meta property="og:image:alt" content="Arabica &quot;Grade 1&quot;"');
    expect(html).toContain('<meta property="og:type" content="product"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain(`<meta name="twitter:image" content="${SITE}/storage/renditions/abc/og.jpg"`);
    expect(html).toContain('<meta name="twitter:image:alt" content="Arabica &quot;Grade 1&quot;"');
    expect(html).not.toContain('name="robots"');
  });

  it('without a preview picture names none, and says so to Twitter with a small card', () => {
    const html = renderHeadTags({ title: 'Arabica', path: '/x' }, SITE);
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('twitter:image');
    expect(html).toContain('<meta name="twitter:card" content="summary"');
  });

  it('preloads the LCP picture right after the title, before anything else is asked for', () => {
    const preloadImage = {
      srcSet: 'https://api.example/storage/renditions/a/320.avif 320w, https://api.example/storage/renditions/a/640.avif 640w',
      sizes: '(max-width: 767px) 100vw, 50vw',
      type: 'image/avif',
    };
    const html = renderHeadTags({ title: 'Arabica', path: '/x', preloadImage }, SITE);
    expect(html).toMatch(/^<title>[^<]*<\/title><link rel="preload" as="image" /);
    expect(html).toContain(
      `<link rel="preload" as="image" imagesrcset="${preloadImage.srcSet}" imagesizes="${preloadImage.sizes}" type="image/avif" fetchpriority="high" data-sf-head>`,
    );
    expect(renderHeadTags({ title: 'Arabica', path: '/x' }, SITE)).not.toContain('rel="preload"');
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
