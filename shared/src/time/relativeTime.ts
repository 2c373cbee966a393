const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// One formatter per locale: building an Intl formatter is far dearer than using one (a list formats many dates).
const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** "just now", "3 hours ago", "2 days ago"... via Intl.RelativeTimeFormat; an unreadable date gives ''. */
export function timeAgo(iso: string, now: Date = new Date(), locale = 'en'): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((now.getTime() - then) / 1000);
  if (seconds < 60) return 'just now';
  let format = formatters.get(locale);
  if (!format) formatters.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? ['minute', 60];
  return format.format(-Math.floor(seconds / size), unit);
}
