import { timeAgo } from '../relativeTime';

const now = new Date('2026-11-21T12:00:00Z');

describe('timeAgo', () => {
  it.each([
    ['2026-11-21T11:59:30Z', 'just now'],
    ['2026-11-21T11:55:00Z', '5 minutes ago'],
    ['2026-11-21T09:00:00Z', '3 hours ago'],
    ['2026-11-20T11:00:00Z', 'yesterday'],
    ['2026-11-07T12:00:00Z', '2 weeks ago'],
    ['2025-11-01T12:00:00Z', 'last year'],
  ])('%s is "%s"', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });

  it('gives nothing for an unreadable date', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
