import { buildSitemap, robotsTxt } from '../sitemap';

describe('sitemap.xml and robots.txt', () => {
  const xml = buildSitemap(
    [
      { path: '/' },
      { path: '/event-single/1', lastmod: '2026-03-01T10:00:00Z' },
      { path: '/event-single/1' },
      { path: '/product?category_id=1&category_name=Coffee & Tea' },
      { path: '/x', lastmod: 'not a date' },
    ],
    'https://starfamily.example/',
  );

  it('is valid XML listing each absolute URL once, with lastmod as a day', () => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual([
      'https://starfamily.example/',
      'https://starfamily.example/event-single/1',
      'https://starfamily.example/product?category_id=1&category_name=Coffee%20&%20Tea',
      'https://starfamily.example/x',
    ]);
    expect([...doc.getElementsByTagName('lastmod')].map((lastmod) => lastmod.textContent)).toEqual(['2026-03-01']);
  });

  it('robots.txt allows everything and names the sitemap', () => {
    expect(robotsTxt('https://starfamily.example/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://starfamily.example/sitemap.xml\n');
  });
});
