// Content types whose operators set the order (the registry's `ordered`, docs/content-editing.md "Order"): their
// entity has one field of kind `position` (1, 2, ...), kept in the tables, bundles and versions like any field, so the
// order survives publish, export, import and rollback. The site lists them by position, ties by id.
import { contentType, type ContentKey } from '@starfamily/shared/entities';
import { bundleListKeys } from './bundle';
import type { ContentRecord } from './drafts';

/** The field holding a record's position, or null for a type whose order is not set by operators. */
export function positionField(key: ContentKey): string | null {
  const { entity, ordered } = contentType(key);
  if (!ordered) return null;
  return Object.entries(entity.fields).find(([, kind]) => kind === 'position')?.[0] ?? null;
}

/** Ascending order of records by position, ties by id. */
export const byPosition =
  (field: string) =>
  (a: ContentRecord, b: ContentRecord): number =>
    Number(a[field]) - Number(b[field]) || Number(a.id) - Number(b.id);

/** The next position in a list: after the last record. */
export const nextPosition = (field: string, records: ContentRecord[]) =>
  Math.max(0, ...records.map((record) => Number(record[field]) || 0)) + 1;

/**
 * A parsed bundle with positions where a record has none (a bundle from before its type was ordered): the list's
 * order, 1, 2, ...; anything that is not a list of records is left for validation to report.
 */
export function withPositions(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const bundle = { ...(input as Record<string, unknown>) };
  for (const key of bundleListKeys) {
    const field = positionField(key);
    const records = bundle[key];
    if (!field || !Array.isArray(records)) continue;
    bundle[key] = records.map((item: unknown, index) =>
      typeof item === 'object' && item !== null && !Array.isArray(item) && !(field in item) ? { ...item, [field]: index + 1 } : item,
    );
  }
  return bundle;
}
