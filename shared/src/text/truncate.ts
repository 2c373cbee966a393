import { plainText } from '../seo/describe';

/** Cuts text longer than `max` characters to `max` and appends `...` (spec: previews at 100, footer names at 50). */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The visible text of an HTML fragment, without a DOM (the same on the rendering server and in the browser). */
export const stripHtml = (html: string): string => plainText(html);

/** Where description and notes previews are cut (spec §9: 100 characters). */
export const PREVIEW_LENGTH = 100;

/** A markup-free preview of an HTML description, cut at PREVIEW_LENGTH characters. */
export const truncatePreview = (html: string, max = PREVIEW_LENGTH): string => truncateText(stripHtml(html), max);
