import { telHref } from '../phone';

describe('telHref', () => {
  it('keeps the digits and the leading plus, without the spaces and punctuation RFC 3966 does not allow', () => {
    expect(telHref('+251 11 667 2040')).toBe('tel:+251116672040');
    expect(telHref('+251 (0)11-667.2040')).toBe('tel:+2510116672040');
    expect(telHref('011 667 2040')).toBe('tel:0116672040');
  });

  it('carries an extension as ;ext=', () => {
    expect(telHref('+251 11 667 2040 ext. 12')).toBe('tel:+251116672040;ext=12');
    expect(telHref('+251 11 667 2040 x 7')).toBe('tel:+251116672040;ext=7');
  });

  it('gives no link for text without a number', () => {
    expect(telHref('')).toBeUndefined();
    expect(telHref(null)).toBeUndefined();
    expect(telHref('call the office')).toBeUndefined();
  });
});
