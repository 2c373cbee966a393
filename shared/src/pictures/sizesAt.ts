// A `sizes` attribute worked out for one width, as the browser does it for the viewport. Widgets need it: inside a
// partner's column the widget build turns width media queries into container queries and `vw` into `cqi`, but a
// `sizes` attribute is always read against the window, so StorageImage hands a widget's pictures the px value instead.

/** `1em` in a `sizes` media condition or length: the browser's initial font size, not the page's. */
const EM_PX = 16;

/** The entries of a comma-separated list, ignoring commas inside parentheses (`min(a, b)`). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

const TOKEN = /\s*(?:(-?\d*\.?\d+)(px|vw|em|rem)?|([a-z]+)\(|([-+*/(),]))/giy;

type Token = { number: number; unit: string } | { fn: string } | { op: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.trimEnd().length) {
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`sizes: cannot read "${text}"`);
    if (match[1] !== undefined) tokens.push({ number: Number(match[1]), unit: (match[2] ?? '').toLowerCase() });
    else if (match[3] !== undefined) tokens.push({ fn: match[3].toLowerCase() });
    else tokens.push({ op: match[4]! });
  }
  return tokens;
}

/** A length (`300px`, `calc(50vw - 32px)`, `min(1100px, calc(100vw - 48px))`) in px at viewport width `width`. */
function lengthAt(text: string, width: number): number {
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position];
  const take = () => tokens[position++];
  const isOp = (token: Token | undefined, op: string) => token !== undefined && 'op' in token && token.op === op;

  const primary = (): number => {
    const token = take();
    if (!token) throw new Error(`sizes: "${text}" ends early`);
    if ('number' in token) {
      const factor = { px: 1, vw: width / 100, em: EM_PX, rem: EM_PX, '': 1 }[token.unit];
      if (factor === undefined) throw new Error(`sizes: unit ${token.unit} in "${text}"`);
      return token.number * factor;
    }
    if ('fn' in token) {
      const args = [sum()];
      while (isOp(peek(), ',')) {
        take();
        args.push(sum());
      }
      if (!isOp(take(), ')')) throw new Error(`sizes: unclosed ${token.fn}( in "${text}"`);
      if (token.fn === 'calc' && args.length === 1) return args[0]!;
      if (token.fn === 'min') return Math.min(...args);
      if (token.fn === 'max') return Math.max(...args);
      if (token.fn === 'clamp' && args.length === 3) return Math.max(args[0]!, Math.min(args[1]!, args[2]!));
      throw new Error(`sizes: ${token.fn}() in "${text}"`);
    }
    if (token.op === '(') {
      const value = sum();
      if (!isOp(take(), ')')) throw new Error(`sizes: unclosed ( in "${text}"`);
      return value;
    }
    throw new Error(`sizes: unexpected ${token.op} in "${text}"`);
  };
  const product = (): number => {
    let value = primary();
    while (isOp(peek(), '*') || isOp(peek(), '/')) value = (take() as { op: string }).op === '*' ? value * primary() : value / primary();
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (isOp(peek(), '+') || isOp(peek(), '-')) value = (take() as { op: string }).op === '+' ? value + product() : value - product();
    return value;
  };

  const value = sum();
  if (position !== tokens.length) throw new Error(`sizes: cannot read "${text}"`);
  return value;
}

const FEATURE = /^\(\s*(min|max)-width\s*:\s*(\d*\.?\d+)(px|em)\s*\)$/i;

/** `(max-width: 767px)`, `(min-width: 768px) and (max-width: 991px)`: whether it holds at width `width`. */
function conditionHolds(condition: string, width: number): boolean {
  return condition.split(/\s+and\s+/i).every((feature) => {
    const match = FEATURE.exec(feature.trim());
    if (!match) throw new Error(`sizes: media condition "${feature}"`);
    const limit = Number(match[2]) * (match[3]!.toLowerCase() === 'em' ? EM_PX : 1);
    return match[1]!.toLowerCase() === 'max' ? width <= limit : width >= limit;
  });
}

/**
 * The slot width in px that `sizes` gives a picture when the viewport (for a widget: its frame) is `width` px wide:
 * the first entry whose media condition holds, else the last. Media conditions: min-width and max-width joined by
 * `and`; lengths: px, vw, em, with calc(), min(), max() and clamp(). Anything else is an error.
 */
export function sizesAt(sizes: string, width: number): number {
  const entries = splitTopLevel(sizes);
  for (const [index, entry] of entries.entries()) {
    const match = /^((?:\([^()]*\)\s*(?:and\s+)?)+)(\S.*)$/i.exec(entry);
    const last = index === entries.length - 1;
    if (!match) {
      if (!last) throw new Error(`sizes: "${entry}" has no media condition and is not last`);
      return lengthAt(entry, width);
    }
    if (conditionHolds(match[1]!.trim(), width)) return lengthAt(match[2]!, width);
  }
  throw new Error(`sizes: "${sizes}" has no default length`);
}
