import { plainText } from '../seo/describe';

/** Cuts text longer than `max` characters to `max` and appends `...` (spec: previews at 100, footer names at 50). */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The visible text of an HTML fragment, without a DOM (the same on the rendering server and in the browser). */
export const stripHtml = (html: string): string => plainText(html);

/** A markup-free preview of an HTML description, cut at `max` characters. */
export const truncatePreview = (html: string, max = 100): string => truncateText(stripHtml(html), max);
