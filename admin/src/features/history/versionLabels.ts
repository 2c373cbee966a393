// How the history names versions and changes, and a field's value as a person reads it in a diff.
export const KIND_LABELS: Record<string, string> = {
  publish: 'Published',
  rollback: 'Restored',
  import: 'Imported (command line)',
  scheduled: 'Scheduled publish',
};
export const CHANGE_LABELS: Record<string, string> = { added: 'Added', changed: 'Changed', deleted: 'Deleted' };

/** Rich text as its words, a picture list as its paths, nothing as "(empty)". */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length ? value.map(readableValue).join(', ') : '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (!/<[a-z][\s\S]*>/i.test(text)) return text;
  // Markup is parsed into an inert document (no script runs, nothing loads) and read as text.
  const words = new DOMParser().parseFromString(text, 'text/html').body.textContent ?? '';
  return words.replace(/\s+/g, ' ').trim() || '(empty)';
}
