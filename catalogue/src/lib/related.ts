import { RELATED_COUNT } from '../constants';

/** Other items than the one on screen, in list order, at most `count` (spec: 3 related items per detail page). */
export function relatedTo<T extends { id: number }>(items: readonly T[], currentId: number, count = RELATED_COUNT): T[] {
  return items.filter((item) => item.id !== currentId).slice(0, count);
}
