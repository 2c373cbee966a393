import type { HeadingOptions } from '../components/Heading';

const BANNERS: readonly HeadingOptions['banner'][] = ['full', 'plain', 'none'];
const LAYOUTS = ['standard', 'compact'] as const;

function warn(element: HTMLElement, name: string, raw: string, expected: string) {
  console.warn(`<${element.localName}>: ${name}="${raw}" is not ${expected}; ignored.`);
}

/**
 * The element's `heading-level` and `banner` (docs/embedding.md). `topLevel` is the level of the element's first
 * heading on our site (1 for pages, 2 for the contact form's heading); `heading-level` moves it and every heading
 * below it by the same amount.
 */
export function headingOptionsOf(element: HTMLElement, topLevel: number): HeadingOptions {
  const level = element.getAttribute('heading-level')?.trim();
  let offset = 0;
  if (level) {
    if (/^[1-6]$/.test(level)) offset = Number(level) - topLevel;
    else warn(element, 'heading-level', level, 'a whole number from 1 to 6');
  }
  const raw = element.getAttribute('banner')?.trim();
  let banner: HeadingOptions['banner'] = 'full';
  if (raw) {
    if ((BANNERS as readonly string[]).includes(raw)) banner = raw as HeadingOptions['banner'];
    else warn(element, 'banner', raw, `one of ${BANNERS.join(', ')}`);
  }
  return { offset, banner };
}

/** `layout` is applied by the stylesheet (`:host([layout='compact'])`); an unknown value is only reported. */
export function checkLayout(element: HTMLElement): void {
  const raw = element.getAttribute('layout')?.trim();
  if (raw && !(LAYOUTS as readonly string[]).includes(raw)) warn(element, 'layout', raw, `one of ${LAYOUTS.join(', ')}`);
}
