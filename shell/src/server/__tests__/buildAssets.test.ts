/** @jest-environment node */
import { inlinable, INLINE_CSS_MAX_BYTES, pageScripts, type RemoteAssets } from '../buildAssets';

const remote = (base: string, exposes: Record<string, string[]>): RemoteAssets => ({
  css: [],
  entry: `${base}/remoteEntry.js`,
  exposes: Object.fromEntries(Object.entries(exposes).map(([name, files]) => [name, files.map((file) => `${base}/${file}`)])),
});

describe("a page's scripts", () => {
  const remotes = {
    catalogue: remote('http://c', {
      './routes': ['routes.1.js'],
      './ServicesCarousel': ['services.2.js'],
      './ProjectsCarousel': ['projects.3.js'],
    }),
    company: remote('http://k', { './routes': ['routes.4.js'], './HeroSlider': ['hero.5.js'] }),
    contact: null,
  };

  it("lists every remote's container and route table, then the page's sections", () => {
    expect(pageScripts(remotes, ['company/HeroSlider', 'catalogue/ServicesCarousel'])).toEqual([
      'http://c/remoteEntry.js',
      'http://c/routes.1.js',
      'http://k/remoteEntry.js',
      'http://k/routes.4.js',
      'http://k/hero.5.js',
      'http://c/services.2.js',
    ]);
  });

  it('skips a remote that never answered and sections it does not know, and names each file once', () => {
    const scripts = pageScripts(remotes, ['contact/ContactForm', 'catalogue/Unknown', 'company/HeroSlider', 'company/HeroSlider']);
    expect(scripts.filter((url) => url === 'http://k/hero.5.js')).toHaveLength(1);
    expect(scripts.some((url) => url.startsWith('http://contact'))).toBe(false);
  });
});

describe('stylesheets in the page', () => {
  it('inlines small stylesheets as they are', () => {
    expect(inlinable('.a{color:red}')).toBe('.a{color:red}');
  });

  it('links large ones, any that would close the style element, and any with relative URLs', () => {
    expect(inlinable('.a{background:url(assets/x.png)}')).toBeUndefined();
    expect(inlinable('.a{background:url("data:image/svg+xml,x")}')).toBe('.a{background:url("data:image/svg+xml,x")}');
    expect(inlinable(`.a{content:"${'x'.repeat(INLINE_CSS_MAX_BYTES)}"}`)).toBeUndefined();
    expect(inlinable('.a{content:"</STYLE><script>"}')).toBeUndefined();
  });
});
