/** @jest-environment node */
import { createDocument } from '../document';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="default"><title>Default</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`;

describe('page document', () => {
  const render = createDocument(TEMPLATE);
  const html = render({
    head: { title: 'Arabica', description: 'Washed coffee', path: '/product-single/3' },
    siteUrl: 'https://starfamily.example',
    stylesheets: [{ href: '/styles.1.css' }, { href: 'https://cdn.example/catalogue/styles.2.css', text: '.product{color:red}' }],
    preconnect: ['https://cdn.example', 'https://api.example'],
    scripts: ['/20.abc.js', 'https://cdn.example/catalogue/remoteEntry.js'],
    body: '<main>Arabica</main>',
    payloadScript: 'window.__X__={}',
    inlineScripts: true,
  });

  it("replaces the template's title and description with the page's", () => {
    expect(html).not.toContain('<title>Default</title>');
    expect(html).not.toContain('content="default"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Arabica | StarFamily</title>');
  });

  it('puts the stylesheets in order in the head, their rules inline when given, and keeps the scripts', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('/styles.1.css')).toBeLessThan(head.indexOf('catalogue/styles.2.css'));
    expect(head).toContain('<link rel="stylesheet" href="/styles.1.css">');
    expect(head).toContain('<style data-href="https://cdn.example/catalogue/styles.2.css">.product{color:red}</style>');
  });

  it("fetches the app's scripts from the head and starts them from the body once the page is painted", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script defer');
    expect(head).toContain('<link rel="preload" as="script" fetchpriority="low" href="/main.js">');
    const starter = /<script>(\(function\(\)\{var s=\["\/main.js"\][^<]*)<\/script>/.exec(html);
    expect(starter).not.toBeNull();
    expect(starter![1]).toContain('requestAnimationFrame');
  });

  it('keeps the deferred scripts of a page whose policy allows no inline script', () => {
    const bare = render({
      head: { path: '/' },
      siteUrl: 'https://starfamily.example',
      stylesheets: [],
      scripts: [],
      body: '',
      payloadScript: null,
    });
    expect(bare).toContain('<script defer src="/main.js"></script>');
    expect(bare).not.toContain('requestAnimationFrame');
  });

  it('connects to the other origins from the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preconnect" href="https://cdn.example"><link rel="preconnect" href="https://api.example">');
  });

  it('names the scripts the page will run after its markup, in order, at low priority (pictures first)', () => {
    expect(html).toContain(
      '})()</script><link rel="preload" as="script" fetchpriority="low" href="/20.abc.js"><link rel="preload" as="script" fetchpriority="low" href="https://cdn.example/catalogue/remoteEntry.js"></body>',
    );
  });

  it('puts the markup in the root and the state after it', () => {
    expect(html).toContain('<div id="root"><main>Arabica</main></div><script>window.__X__={}</script><script>(function(){');
  });

  it('refuses a template without a root', () => {
    expect(() => createDocument('<html></html>')).toThrow('no <div id="root"></div>');
  });
});
