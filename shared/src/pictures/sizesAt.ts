// A `sizes` attribute worked out for one width, as the browser does it for the viewport. Widgets need it: inside a
// partner's column the widget build turns width media queries into container queries and `vw` into `cqi`, but a
// `sizes` attribute is always read against the window, so StorageImage hands a widget's pictures the px value instead.
// Small on purpose (it ships in every widget): the grammar our layouts use, and an error for anything else.

/** px, vw, em (16 px in `sizes`), plain numbers; + - * / and parentheses; calc(), min(), max(), clamp(). */
const TOKENS = /\s*(?:(\d*\.?\d+)(px|vw|em)?|(calc|min|max|clamp)?\(|([-+*/),]))/y;

function lengthAt(text: string, width: number): number {
  const tokens: string[][] = [];
  for (TOKENS.lastIndex = 0; TOKENS.lastIndex < text.trimEnd().length;) {
    const match = TOKENS.exec(text);
    if (!match) throw new Error(`sizes: cannot read "${text}"`);
    tokens.push(match);
  }
  let at = 0;
  const next = (symbol: string) => tokens[at]?.[0]?.trim() === symbol && ++at > 0;
  const list = (): number[] => {
    const values = [sum()];
    while (next(',')) values.push(sum());
    if (!next(')')) throw new Error(`sizes: cannot read "${text}"`);
    return values;
  };
  const primary = (): number => {
    const [, number, unit, fn] = tokens[at++] ?? [];
    if (number !== undefined) return Number(number) * (unit === 'vw' ? width / 100 : unit === 'em' ? 16 : 1);
    const values = list();
    if (fn === 'min') return Math.min(...values);
    if (fn === 'max') return Math.max(...values);
    if (fn === 'clamp' && values.length === 3) return Math.max(values[0]!, Math.min(values[1]!, values[2]!));
    if (values.length === 1 && fn !== 'clamp') return values[0]!;
    throw new Error(`sizes: cannot read "${text}"`);
  };
  const product = (): number => {
    let value = primary();
    for (;;) {
      if (next('*')) value *= primary();
      else if (next('/')) value /= primary();
      else return value;
    }
  };
  const sum = (): number => {
    let value = product();
    for (;;) {
      if (next('+')) value += product();
      else if (next('-')) value -= product();
      else return value;
    }
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`sizes: cannot read "${text}"`);
  return value;
}

/**
 * The slot width in px that `sizes` gives a picture when the viewport (for a widget: its frame) is `width` px wide:
 * the first entry whose media condition holds, else the last. Conditions: `(min-width: …)` and `(max-width: …)` in
 * px or em, joined by `and`.
 */
export function sizesAt(sizes: string, width: number): number {
  // Entries end at commas outside parentheses (not the one in `min(a, b)`).
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  [...sizes].forEach((char, index) => {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (char === ',' && depth === 0) {
      entries.push(sizes.slice(start, index).trim());
      start = index + 1;
    }
  });
  entries.push(sizes.slice(start).trim());
  for (const [index, entry] of entries.entries()) {
    const [, condition, length] = /^((?:\([^()]*\)\s*(?:and\s+)?)*)(.*)$/i.exec(entry)!;
    if (!condition) {
      if (index < entries.length - 1) throw new Error(`sizes: "${entry}" has no media condition and is not last`);
      return lengthAt(entry, width);
    }
    const holds = condition
      .split(/\)\s*(?:and\s*)?/)
      .filter((part) => part.trim())
      .every((feature) => {
        const match = /^\(\s*(min|max)-width\s*:\s*(\d*\.?\d+)(px|em)\s*$/i.exec(feature.trim());
        if (!match) throw new Error(`sizes: media condition "${feature})"`);
        const limit = Number(match[2]) * (match[3]!.toLowerCase() === 'em' ? 16 : 1);
        return match[1]!.toLowerCase() === 'max' ? width <= limit : width >= limit;
      });
    if (holds) return lengthAt(length!, width);
  }
  throw new Error(`sizes: "${sizes}" has no default length`);
}

/** For a widget `width` px wide: each `sizes` as the px it comes to there (as it is, should it not be readable). */
export const sizesForWidth =
  (width: number) =>
  (sizes: string): string => {
    try {
      return `${Math.ceil(sizesAt(sizes, width))}px`;
    } catch {
      return sizes;
    }
  };
