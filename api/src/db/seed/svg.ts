// Small, deterministic placeholder pictures for seed content: a gradient, a simple shape and the item's name.
// The same input always yields the same bytes, so reseeding never changes a file (or its ETag).

export interface SeedImage {
  /** Path relative to the storage folder, e.g. "products/guji-natural-grade-1.svg". */
  path: string;
  /** Short name written on the picture. */
  label: string;
}

const shapes = {
  bean: '<ellipse cx="400" cy="210" rx="70" ry="105" transform="rotate(-25 400 210)"/><path d="M372 120 q40 90 0 180" stroke-width="10" fill="none"/>',
  circle: '<circle cx="400" cy="200" r="95"/>',
  hill: '<path d="M0 330 Q200 170 400 290 T800 250 V500 H0 Z"/>',
  box: '<path d="M300 300 V170 L400 110 L500 170 V300 Z"/>',
  person: '<circle cx="400" cy="150" r="60"/><path d="M290 320 q110 -150 220 0 Z"/>',
  diamond: '<path d="M400 90 L500 200 L400 310 L300 200 Z"/>',
  star: '<path d="M400 80 L432 170 L527 172 L452 230 L479 322 L400 268 L321 322 L348 230 L273 172 L368 170 Z"/>',
};

/** Base hue and shape per storage folder, so each kind of content has its own look. */
const looks: Record<string, { hue: number; shape: keyof typeof shapes }> = {
  products: { hue: 28, shape: 'bean' },
  services: { hue: 205, shape: 'circle' },
  projects: { hue: 150, shape: 'hill' },
  events: { hue: 330, shape: 'diamond' },
  team: { hue: 185, shape: 'person' },
  testimonials: { hue: 265, shape: 'person' },
  partners: { hue: 220, shape: 'diamond' },
  farms: { hue: 110, shape: 'hill' },
  warehouses: { hue: 35, shape: 'box' },
  'sister-companies': { hue: 240, shape: 'circle' },
  hero: { hue: 20, shape: 'hill' },
  about: { hue: 45, shape: 'bean' },
  brand: { hue: 42, shape: 'star' },
};

/** FNV-1a: a stable small hash so every picture gets its own shade. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

export function renderSvg({ path, label }: SeedImage): string {
  const folder = path.split('/')[0] ?? '';
  const look = looks[folder] ?? { hue: 200, shape: 'circle' as const };
  const hue = (look.hue + (hash(path) % 40) - 20 + 360) % 360;
  return [
    // No words drawn into the picture: the page's own heading carries them (pictures with text overlapped the hero's
    // headline on phones, and cannot be read, translated or resized). The label is the file's title only.
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">',
    `<title>${escapeXml(label)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 55%, 42%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 35) % 360}, 60%, 22%)"/></linearGradient></defs>`,
    '<rect width="800" height="500" fill="url(#g)"/>',
    `<g fill="hsl(${hue}, 70%, 80%)" fill-opacity="0.35" stroke="hsl(${hue}, 70%, 90%)" stroke-opacity="0.5">${shapes[look.shape]}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
