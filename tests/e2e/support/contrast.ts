// Contrast as WCAG 2.2 defines it, measured on what the browser renders.
import type { Locator } from '@playwright/test';
import sharp from 'sharp';

export type Rgb = readonly [number, number, number];

/** An `rgb()` / `rgba()` colour as computed styles give it; the alpha, if any, is returned apart. */
export function parseColor(color: string): { rgb: Rgb; alpha: number } {
  const [r = 0, g = 0, b = 0, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return { rgb: [r, g, b], alpha };
}

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
export function luminance(rgb: Rgb | string): number {
  const channels = typeof rgb === 'string' ? parseColor(rgb).rgb : rgb;
  const [r, g, b] = channels.map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio, 1–21. */
export function contrast(a: Rgb | string, b: Rgb | string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * PNG screenshots as RGBA pixels, decoded here by libvips (sharp, the API's picture library) rather than in a scratch
 * page of the browser's. Plain numbers, not a Uint8Array: the colour maths maps channels to fractions.
 */
function decode(pngs: Buffer[]): Promise<{ width: number; data: number[] }[]> {
  return Promise.all(
    pngs.map(async (png) => {
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return { width: info.width, data: Array.from(data) };
    }),
  );
}

/**
 * The contrast of a control's glyph (drawn by its `::before`: a chevron, a dot) against what is right behind it, as
 * painted: the glyph's box is photographed with the glyph and without, the pixels that differ are the glyph's
 * footprint, and the glyph's colour (with its opacity, over each of those pixels) is compared with every one of them.
 * The lowest ratio is returned, so one patch of slide with too little contrast under the glyph is enough to fail.
 */
export async function glyphContrast(control: Locator): Promise<{ ratio: number; glyphPixels: number }> {
  const page = control.page();
  await control.scrollIntoViewIfNeeded();
  const glyph = await control.evaluate((element) => {
    const style = getComputedStyle(element, '::before');
    const box = element.getBoundingClientRect();
    const [width, height] = [parseFloat(style.width), parseFloat(style.height)];
    // A rotated glyph turns about its centre: the square around that centre with the glyph's diagonal holds it.
    const half = Math.hypot(width, height) / 2;
    const centre = { x: box.left + parseFloat(style.left) + width / 2, y: box.top + parseFloat(style.top) + height / 2 };
    return {
      color: style.borderTopColor,
      opacity: Number(style.opacity),
      clip: { x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half },
    };
  });
  const photograph = () => page.screenshot({ clip: glyph.clip, animations: 'disabled' });
  const withGlyph = await photograph();
  const marker = `sf-measure-${Date.now()}`;
  await control.evaluate((element, name) => element.classList.add(name), marker);
  const hide = await page.addStyleTag({ content: `.${marker}::before { visibility: hidden !important; }` });
  const withoutGlyph = await photograph();
  await hide.evaluate((element) => (element as Element).remove());
  await control.evaluate((element, name) => element.classList.remove(name), marker);

  const [shown, hidden] = await decode([withGlyph, withoutGlyph]);
  const { rgb, alpha } = parseColor(glyph.color);
  const opacity = alpha * glyph.opacity;
  let ratio = Infinity;
  let glyphPixels = 0;
  for (let index = 0; index < shown!.data.length; index += 4) {
    const before = shown!.data.slice(index, index + 3);
    const behind = hidden!.data.slice(index, index + 3) as unknown as Rgb;
    if (before.every((value, channel) => Math.abs(value - behind[channel]!) <= 2)) continue;
    glyphPixels += 1;
    const painted = rgb.map((value, channel) => opacity * value + (1 - opacity) * behind[channel]!) as unknown as Rgb;
    ratio = Math.min(ratio, contrast(painted, behind));
  }
  return { ratio, glyphPixels };
}

/**
 * What focusing a control changes on screen, measured as WCAG 2.2's focus appearance (§2.4.13) defines it: the
 * control and 8 px around it are photographed without focus and with keyboard focus, and the area (CSS px²) of the
 * pixels that differ by ≥ 3:1 between the two is compared with the area of a 2 CSS px thick perimeter of the control.
 */
export async function focusIndicator(control: Locator): Promise<{ changedArea: number; perimeterArea: number; focusVisible: boolean }> {
  const page = control.page();
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const box = (await control.boundingBox())!;
  const margin = 8;
  const clip = { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin };
  const photograph = () => page.screenshot({ clip, scale: 'css', animations: 'disabled' });
  const unfocused = await photograph();
  await control.focus();
  const focusVisible = await control.evaluate((element) => element.matches(':focus-visible'));
  const focused = await photograph();
  const [before, after] = await decode([unfocused, focused]);
  let changedArea = 0;
  for (let index = 0; index < before!.data.length; index += 4) {
    const a = before!.data.slice(index, index + 3) as unknown as Rgb;
    const b = after!.data.slice(index, index + 3) as unknown as Rgb;
    if (contrast(a, b) >= 3) changedArea += 1;
  }
  return { changedArea, perimeterArea: 4 * (box.width + box.height), focusVisible };
}
