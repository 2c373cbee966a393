// Phone numbers as people write them ("+251 11 667 2040") and as a `tel:` link must carry them (RFC 3966: no spaces).

/**
 * The `tel:` URI of a number as written: `+251 11 667 2040` -> `tel:+251116672040`, `… ext. 12` -> `…;ext=12`.
 * The visible text stays as written; undefined when there is no number in it (then the text is shown unlinked).
 */
export function telHref(phone: string | null | undefined): string | undefined {
  const [number = '', extension] = (phone ?? '').split(/\s*(?:ext\.?|extension|x|#)\s*(?=\d)/i);
  const digits = number.replace(/\D/g, '');
  if (!digits) return undefined;
  const international = number.trim().startsWith('+') ? '+' : '';
  const ext = extension?.replace(/\D/g, '');
  return `tel:${international}${digits}${ext ? `;ext=${ext}` : ''}`;
}
