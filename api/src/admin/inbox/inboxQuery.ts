// The inbox's one list: contact messages and quote enquiries as a UNION ALL of two selects of the same shape, each
// filtered in SQL, ordered newest first on the tables' (created_at DESC, id DESC) indexes so a page reads only its rows
// (a Merge Append of two index scans under the LIMIT). Searches scan (strpos over lower-cased fields) and count in the
// same pass. The count and the newest time take one more statement; docs/decisions/0085-inbox-query.md says why; `npm run bench:inbox` measures it.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactMessages, enquiries, enquiryLines, type InboxStatus } from '../../db/schema';

export const INBOX_KINDS = ['contact', 'enquiry'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export interface InboxFilter {
  /** Words that must each appear (any case) in the name, email, company, country, message or a product's name. */
  q?: string | undefined;
  kind?: InboxKind | undefined;
  status?: InboxStatus | undefined;
}

/** At most this many words of `q` are searched for; more narrow nothing an operator would type. */
const MAX_SEARCH_WORDS = 8;

export const TABLE_OF = { contact: contactMessages, enquiry: enquiries } as const;

/** The words of a search, lower-cased; none for an empty or blank `q`. NUL separates too: PostgreSQL text cannot hold it. */
export const searchWords = (q: string | undefined) =>
  (q ?? '').replaceAll('\u0000', ' ').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/**
 * The fields a word is looked for in, joined by a line break: words never contain one (they are split on white space),
 * so a word cannot match across two fields. strpos needs no escaping of LIKE's % and _.
 */
const searchable = (kind: InboxKind): SQL =>
  kind === 'contact'
    ? sql`lower(${contactMessages.full_name} || E'\\n' || ${contactMessages.email} || E'\\n' || ${contactMessages.message})`
    : sql`lower(${enquiries.full_name} || E'\\n' || ${enquiries.email} || E'\\n' || ${enquiries.company} || E'\\n' || ${enquiries.country} || E'\\n' || ${enquiries.message})`;

function containsWord(db: Database, kind: InboxKind, word: string): SQL {
  const inFields = sql`strpos(${searchable(kind)}, ${word}) > 0`;
  if (kind === 'contact') return inFields;
  // An enquiry also matches by the name of a product it asks for (one pass over the lines, hashed).
  const byProduct = db
    .select({ id: enquiryLines.enquiry_id })
    .from(enquiryLines)
    .where(sql`strpos(lower(${enquiryLines.product_name}), ${word}) > 0`);
  return sql`(${inFields} or ${inArray(enquiries.id, byProduct)})`;
}

/** The WHERE of one kind's select: its status and every search word; `id` narrows it to one row. */
export function conditionsFor(db: Database, kind: InboxKind, filter: InboxFilter, id?: number): SQL | undefined {
  const table = TABLE_OF[kind];
  return and(
    id === undefined ? undefined : eq(table.id, id),
    filter.status ? eq(table.status, filter.status) : undefined,
    ...searchWords(filter.q).map((word) => containsWord(db, kind, word)),
  );
}

/** One kind's rows in the list's shape (the same columns, in the same order, for both kinds). */
export function selectKind(db: Database, kind: InboxKind, where: SQL | undefined) {
  const table = TABLE_OF[kind];
  return db
    .select({
      kind: sql<InboxKind>`${kind}::text`.as('kind'),
      id: table.id,
      created_at: table.created_at,
      full_name: table.full_name,
      email: table.email,
      phone: table.phone,
      company: kind === 'enquiry' ? enquiries.company : sql<string>`''::text`.as('company'),
      country: kind === 'enquiry' ? enquiries.country : sql<string>`''::text`.as('country'),
      message: table.message,
      status: table.status,
      note: table.note,
      changed_by: table.changed_by,
      changed_at: table.changed_at,
    })
    .from(table)
    .where(where)
    .$dynamic();
}

export type InboxRow = Awaited<ReturnType<typeof selectKind>>[number];

/**
 * Newest first, ties broken by id then kind, so pages never overlap. NULLS LAST as the indexes are declared
 * (operators.ts inboxConstraints): with PostgreSQL's default (NULLS FIRST for DESC) the planner could not use them.
 */
const NEWEST_FIRST = sql`"created_at" desc nulls last, "id" desc nulls last, "kind"`;

/**
 * One page of the list (rows without their lines, mails or operators), with how many rows the filter finds in all when
 * that came with the page (a search, or a first page that is not full); null: inboxSummary counts them.
 */
export async function pageOfRows(
  db: Database,
  filter: InboxFilter,
  page: number,
  perPage: number,
): Promise<{ rows: InboxRow[]; total: number | null }> {
  const kinds = filter.kind ? [filter.kind] : INBOX_KINDS;
  const [first, second] = kinds.map((kind) => selectKind(db, kind, conditionsFor(db, kind, filter)));
  const union = second ? first!.unionAll(second).$dynamic() : first!;
  const offset = (page - 1) * perPage;
  if (searchWords(filter.q).length === 0) {
    // The page comes from the indexes in order, reading no more rows than it shows.
    const rows = await union.orderBy(NEWEST_FIRST).limit(perPage).offset(offset);
    return { rows, total: page === 1 && rows.length < perPage ? rows.length : null };
  }
  // A search reads every row anyway: count the matches in that same pass rather than searching twice.
  const found = union.as('found');
  const counted = await db
    .select({ ...found._.selectedFields, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(found)
    .orderBy(NEWEST_FIRST)
    .limit(perPage)
    .offset(offset);
  const rows = counted.map(({ total: _total, ...row }) => row);
  return { rows, total: counted[0]?.total ?? (offset === 0 ? 0 : null) };
}

/**
 * In one statement (PGlite's cost is mostly per statement): when the newest message of the whole inbox arrived (null:
 * none yet), so an open inbox can tell something new came; and, when `withTotal`, how many rows `filter` finds.
 */
export async function inboxSummary(
  db: Database,
  filter: InboxFilter,
  withTotal: boolean,
): Promise<{ latestAt: Date | null; total: number | null }> {
  const kinds = filter.kind ? [filter.kind] : INBOX_KINDS;
  const counted = (kind: InboxKind) => sql`(select count(*) from ${TABLE_OF[kind]} where ${conditionsFor(db, kind, filter) ?? sql`true`})`;
  const newest = (kind: InboxKind) => sql`(select max(${TABLE_OF[kind].created_at}) from ${TABLE_OF[kind]})`;
  const total = withTotal ? sql`(${sql.join(kinds.map(counted), sql` + `)})::int` : sql`null::int`;
  // Milliseconds since 1970 as a float: the same number from both drivers (timestamps come back as Date or text).
  const latest = sql`(extract(epoch from greatest(${newest('contact')}, ${newest('enquiry')})) * 1000)::float8`;
  const result = (await db.execute(sql`select ${total} as total, ${latest} as latest`)) as unknown as {
    rows: { total: number | null; latest: number | null }[];
  };
  const row = result.rows[0];
  return { latestAt: row?.latest == null ? null : new Date(Number(row.latest)), total: row?.total == null ? null : Number(row.total) };
}
