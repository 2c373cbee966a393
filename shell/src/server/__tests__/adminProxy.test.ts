import { robotsTxt } from '@starfamily/shared';
import { disallowAdmin, isAdminPath } from '../adminProxy';

describe('the admin on the site', () => {
  it('is disallowed in robots.txt, which still names the sitemap', () => {
    expect(disallowAdmin(robotsTxt('https://starfamily.example/'))).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://starfamily.example/sitemap.xml\n',
    );
  });

  it('owns /admin and everything under it, nothing else', () => {
    expect(['/admin', '/admin/', '/admin/inbox/contact-1'].every(isAdminPath)).toBe(true);
    expect(['/', '/administration', '/about/admin'].some(isAdminPath)).toBe(false);
  });
});
