// The site's one money format (spec §9: currency symbol $): US dollars, thousands separators, always two decimals.
const usDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount as the site shows it, e.g. 250000.5 -> "$250,000.50"; a text that is not a number keeps the $ prefix. */
export function formatMoney(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return typeof amount === 'number' || (amount.trim() !== '' && Number.isFinite(value)) ? usDollars.format(value) : `$${amount}`;
}
