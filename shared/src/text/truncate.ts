/** Cuts text longer than `max` characters to `max` and appends `...` (spec: previews at 100, footer names at 50). */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The visible text of an HTML fragment; parsing in an inert document never runs scripts or loads images. */
export function stripHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A markup-free preview of an HTML description, cut at `max` characters. */
export const truncatePreview = (html: string, max = 100): string => truncateText(stripHtml(html), max);
