import type { CompanyEvent } from '@starfamily/shared';
import { SIDEBAR_EVENTS_COUNT } from '../../constants';

/** The events list's sidebar: up to 4 events that are not on the current page, and whether more exist. */
export function sidebarEvents(all: readonly CompanyEvent[], onPage: readonly CompanyEvent[], count = SIDEBAR_EVENTS_COUNT) {
  const shownIds = new Set(onPage.map((event) => event.id));
  const others = all.filter((event) => !shownIds.has(event.id));
  return { events: others.slice(0, count), hasMore: others.length > count };
}

// One formatter per locale: building an Intl.DateTimeFormat costs ~25 ms on a phone, once per date in a list.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The creation date as a visitor reads it, e.g. "Nov 20, 2026"; '' when the API sent no readable date. */
export function formatEventDate(iso: string, locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })));
  return formatter.format(date);
}
