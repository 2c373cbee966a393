import { isSafeUrl, safeUrl } from '../safeUrl';

describe('safe URLs from content', () => {
  it('allows absolute http(s) URLs, and mailto:/tel: only for contact fields', () => {
    expect(safeUrl(' https://maps.example/?q=Konta ')).toBe('https://maps.example/?q=Konta');
    expect(isSafeUrl('http://starfamily.example')).toBe(true);
    expect(isSafeUrl('mailto:info@starfamily.example')).toBe(false);
    expect(isSafeUrl('mailto:info@starfamily.example', 'contact')).toBe(true);
    expect(isSafeUrl('tel:+251116672040', 'contact')).toBe(true);
  });

  it('refuses script, data and other schemes, relative and broken URLs, and non-strings', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example',
      '/relative',
      'not a url',
      '',
      null,
      undefined,
      42,
    ]) {
      expect([value, safeUrl(value, 'contact')]).toEqual([value, undefined]);
    }
  });
});
