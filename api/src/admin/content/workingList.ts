// A page of the working copy (published records with their drafts): searched, sorted and paged in memory, since drafts
// live beside the tables in JSON. A content type holds tens to hundreds of records, read at once in a few milliseconds.
import { contentType, describeFields, type ContentKey } from '@starfamily/shared/entities';
import type { WorkingRecord } from '../../content/drafts';
import { byPosition, positionField } from '../../content/ordering';
import { searchWords } from '../inbox/inboxQuery';

export interface ListQuery {
  q?: string;
  sort?: string;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const SEARCHED_KINDS = new Set(['name', 'text', 'optionalText']);

/** The fields a search looks in: the text fields (names, titles, descriptions). */
export const searchedFields = (key: ContentKey) =>
  describeFields(key)
    .filter((field) => SEARCHED_KINDS.has(field.kind))
    .map((field) => field.name);

/** Ascending order of two field values as PostgreSQL sorts them: numbers as numbers, text by the reader's order, nulls last. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en');
}

export function pageOf(key: ContentKey, records: WorkingRecord[], { q, sort, order, page, perPage }: ListQuery) {
  const words = searchWords(q);
  const fields = searchedFields(key);
  // Each word in one of the text fields, which a line break separates so a word never matches across two.
  const found = records.filter((record) => {
    const haystack = fields
      .map((field) => String(record[field] ?? ''))
      .join('\n')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const byId = (a: WorkingRecord, b: WorkingRecord) => (a.id as number) - (b.id as number);
  const sign = order === 'desc' ? -1 : 1;
  const position = positionField(key);
  // id breaks ties, so pages never overlap; PostgreSQL's DESC puts nulls first, which the sign gives too.
  const sorted = sort
    ? found.sort((a, b) => sign * (compareValues(a[sort], b[sort]) || byId(a, b)))
    : position
      ? found.sort(byPosition(position))
      : contentType(key).order === 'newest'
        ? found.sort((a, b) => -(compareValues(a.created_at, b.created_at) || byId(a, b)))
        : found.sort(byId);
  return { items: sorted.slice((page - 1) * perPage, page * perPage), total: found.length, page, perPage };
}
