import { formatMoney } from '../money';

describe('formatMoney', () => {
  it('shows US dollars with thousands separators and two decimals', () => {
    expect(formatMoney(250000.5)).toBe('$250,000.50');
    expect(formatMoney(1250000)).toBe('$1,250,000.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(19.999)).toBe('$20.00');
  });

  it('reads an amount sent as text, and keeps the $ prefix on a text that is not a number', () => {
    expect(formatMoney('250000.5')).toBe('$250,000.50');
    expect(formatMoney('about 2 million')).toBe('$about 2 million');
  });
});
