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
type DecodedPng = { width: number; height: number; data: number[] };
function decode(pngs: Buffer[]): Promise<DecodedPng[]> {
  return Promise.all(
    pngs.map(async (png) => {
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, data: Array.from(data) };
    }),
  );
}

type Clip = { x: number; y: number; width: number; height: number };
type Glyph = { color: string; opacity: number; clip: Clip };

/** Two clips that share no pixel, with 2 CSS px to spare (a crop may round outwards by one device pixel). */
const apart = (a: Clip, b: Clip) =>
  a.x + a.width + 2 <= b.x || b.x + b.width + 2 <= a.x || a.y + a.height + 2 <= b.y || b.y + b.height + 2 <= a.y;

/**
 * The contrast of each control's glyph (drawn by its `::before`: a chevron, a dot) against what is right behind it, as
 * painted: the glyph's box is photographed with the glyph and without, the pixels that differ are the glyph's
 * footprint, and the glyph's colour (with its opacity, over each of those pixels) is compared with every one of them.
 * The lowest ratio is returned, so one patch of slide with too little contrast under the glyph is enough to fail.
 * Controls whose glyph boxes share no pixel are photographed together (one pair of screenshots of the area around
 * them, each glyph's box cut out of it): hiding one glyph then changes nothing in another's box, so each result is what
 * photographing it alone gives, at two screenshots per group instead of two per control.
 */
export async function glyphContrasts(controls: Locator[]): Promise<{ ratio: number; glyphPixels: number }[]> {
  if (controls.length === 0) return [];
  const page = controls[0]!.page();
  for (const control of controls) await control.scrollIntoViewIfNeeded();
  const glyphs: Glyph[] = [];
  for (const control of controls) {
    glyphs.push(
      await control.evaluate((element) => {
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
      }),
    );
  }
  // Groups of controls whose boxes are apart, in order (the first group that has room takes the next control).
  const groups: number[][] = [];
  glyphs.forEach((glyph, index) => {
    const group = groups.find((members) => members.every((member) => apart(glyphs[member]!.clip, glyph.clip)));
    if (group) group.push(index);
    else groups.push([index]);
  });

  // Device pixels per CSS pixel (2 on the phone project).
  const scale = await page.evaluate(() => window.devicePixelRatio);
  const results: { ratio: number; glyphPixels: number }[] = [];
  for (const group of groups) {
    // Whole CSS pixels around the group's boxes, so that each box's place in the picture is known exactly.
    const left = Math.floor(Math.min(...group.map((index) => glyphs[index]!.clip.x)));
    const top = Math.floor(Math.min(...group.map((index) => glyphs[index]!.clip.y)));
    const right = Math.ceil(Math.max(...group.map((index) => glyphs[index]!.clip.x + glyphs[index]!.clip.width)));
    const bottom = Math.ceil(Math.max(...group.map((index) => glyphs[index]!.clip.y + glyphs[index]!.clip.height)));
    const area = { x: left, y: top, width: right - left, height: bottom - top };
    const photograph = () => page.screenshot({ clip: area, animations: 'disabled' });
    const withGlyphs = await photograph();
    const marker = `sf-measure-${Date.now()}`;
    for (const index of group) await controls[index]!.evaluate((element, name) => element.classList.add(name), marker);
    const hide = await page.addStyleTag({ content: `.${marker}::before { visibility: hidden !important; }` });
    const withoutGlyphs = await photograph();
    await hide.evaluate((element) => (element as Element).remove());
    for (const index of group) await controls[index]!.evaluate((element, name) => element.classList.remove(name), marker);

    const [shown, hidden] = await decode([withGlyphs, withoutGlyphs]);
    // A picture cut short by the edge of the viewport would put each box in the wrong place.
    if (shown!.width !== Math.round(area.width * scale) || shown!.height !== Math.round(area.height * scale)) {
      throw new Error(
        `glyphContrasts: the controls' area ${JSON.stringify(area)} is not all on screen (${shown!.width}×${shown!.height} device pixels)`,
      );
    }
    for (const index of group) {
      const { clip, color, opacity } = glyphs[index]!;
      const box = {
        left: Math.max(0, Math.floor((clip.x - left) * scale)),
        top: Math.max(0, Math.floor((clip.y - top) * scale)),
        right: Math.min(shown!.width, Math.ceil((clip.x + clip.width - left) * scale)),
        bottom: Math.min(shown!.height, Math.ceil((clip.y + clip.height - top) * scale)),
      };
      results[index] = glyphRatio(shown!, hidden!, box, color, opacity);
    }
  }
  return results;
}

/** The lowest contrast of a glyph over the pixels of `box` where the two pictures differ (its footprint). */
function glyphRatio(
  shown: DecodedPng,
  hidden: DecodedPng,
  box: { left: number; top: number; right: number; bottom: number },
  color: string,
  glyphOpacity: number,
): { ratio: number; glyphPixels: number } {
  const { rgb, alpha } = parseColor(color);
  const opacity = alpha * glyphOpacity;
  let ratio = Infinity;
  let glyphPixels = 0;
  for (let y = box.top; y < box.bottom; y += 1) {
    for (let x = box.left; x < box.right; x += 1) {
      const index = (y * shown.width + x) * 4;
      const before = shown.data.slice(index, index + 3);
      const behind = hidden.data.slice(index, index + 3) as unknown as Rgb;
      if (before.every((value, channel) => Math.abs(value - behind[channel]!) <= 2)) continue;
      glyphPixels += 1;
      const painted = rgb.map((value, channel) => opacity * value + (1 - opacity) * behind[channel]!) as unknown as Rgb;
      ratio = Math.min(ratio, contrast(painted, behind));
    }
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
  const clip = {
    x: Math.max(0, box.x - margin),
    y: Math.max(0, box.y - margin),
    width: box.width + 2 * margin,
    height: box.height + 2 * margin,
  };
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
