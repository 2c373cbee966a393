// What `npm run messages -- export` writes: every message visitors sent, oldest first — contact messages, and quote
// enquiries with one row per line (the enquiry's fields repeated, so a spreadsheet can filter and sum them) — as CSV
// that spreadsheets open as it is (UTF-8 with a BOM, CRLF, RFC 4180 quoting) and cannot be tricked by: a cell starting
// with = + - @ TAB or CR gets a leading apostrophe (csv-stringify's escape_formulas), so it is shown as text, never
// run as a formula.
import { asc, gte, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../db/database';
import { contactMessages, enquiries, enquiryLines } from '../db/schema';

/** One CSV row: a contact message, or one line of an enquiry. Dates are ISO 8601 in UTC; absent values are ''. */
export interface MessageRow {
  type: 'contact' | 'enquiry';
  /** The contact message's or the enquiry's id. */
  id: number;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  country: string;
  message: string;
  /** The line's place in the enquiry, from 1; '' for a contact message. */
  line: number | '';
  product_id: number | '';
  /** The product's name when the enquiry was sent. */
  product_name: string;
  quantity: number | '';
  note: string;
}

/** The CSV's columns, in order: the header names are the row's keys. */
export const MESSAGE_COLUMNS = [
  'type',
  'id',
  'received_at',
  'name',
  'email',
  'phone',
  'company',
  'country',
  'message',
  'line',
  'product_id',
  'product_name',
  'quantity',
  'note',
] as const satisfies readonly (keyof MessageRow)[];

const NO_LINE = { line: '', product_id: '', product_name: '', quantity: '', note: '' } as const;

/** Messages received at or after `since` (all when undefined), oldest first; an enquiry's lines in the basket's order. */
export async function messageRows(db: Database, since?: Date): Promise<MessageRow[]> {
  const contacts = await db
    .select()
    .from(contactMessages)
    .where(since ? gte(contactMessages.created_at, since) : undefined)
    .orderBy(asc(contactMessages.created_at), asc(contactMessages.id));
  const sent = await db
    .select()
    .from(enquiries)
    .where(since ? gte(enquiries.created_at, since) : undefined)
    .orderBy(asc(enquiries.created_at), asc(enquiries.id));
  const lines =
    sent.length === 0
      ? []
      : await db
          .select()
          .from(enquiryLines)
          .where(
            inArray(
              enquiryLines.enquiry_id,
              sent.map((enquiry) => enquiry.id),
            ),
          )
          .orderBy(asc(enquiryLines.enquiry_id), asc(enquiryLines.position));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.enquiry_id, [...(linesOf.get(line.enquiry_id) ?? []), line]);

  const rows: Array<MessageRow & { at: number }> = [
    ...contacts.map((row) => ({
      at: row.created_at.getTime(),
      type: 'contact' as const,
      id: row.id,
      received_at: row.created_at.toISOString(),
      name: row.full_name,
      email: row.email,
      phone: row.phone,
      company: '',
      country: '',
      message: row.message,
      ...NO_LINE,
    })),
    ...sent.flatMap((enquiry) =>
      (linesOf.get(enquiry.id) ?? []).map((line, index) => ({
        at: enquiry.created_at.getTime(),
        type: 'enquiry' as const,
        id: enquiry.id,
        received_at: enquiry.created_at.toISOString(),
        name: enquiry.full_name,
        email: enquiry.email,
        phone: enquiry.phone,
        company: enquiry.company,
        country: enquiry.country,
        message: enquiry.message,
        line: index + 1,
        product_id: line.product_id,
        product_name: line.product_name,
        quantity: line.quantity,
        note: line.note,
      })),
    ),
  ];
  // Oldest first across both kinds; a stable sort keeps each kind's own order (and an enquiry's lines) within a moment.
  rows.sort((a, b) => a.at - b.at);
  return rows.map(({ at: _at, ...row }) => row);
}

/** The rows as one CSV document, header first. */
export function messagesCsv(rows: readonly MessageRow[]): string {
  return stringify(
    rows.map((row) => MESSAGE_COLUMNS.map((column) => row[column])),
    { header: true, columns: [...MESSAGE_COLUMNS], bom: true, record_delimiter: 'windows', escape_formulas: true },
  );
}

/**
 * `--since` as the operator typed it: a day (2026-11-01, from its first moment in UTC) or an ISO 8601 moment with a
 * time zone (2026-11-01T09:30:00Z, 2026-11-01T12:30+03:00). Anything else, an impossible day included, is refused.
 */
export function parseSince(text: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const moment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
  const date = day ? new Date(`${text}T00:00:00Z`) : moment ? new Date(text) : null;
  // new Date accepts 2026-02-30 (as March 2nd): the day must read back as written.
  const valid = date !== null && !Number.isNaN(date.getTime()) && (!day || date.toISOString().startsWith(text));
  if (!valid) throw new RangeError(`--since must be a day like 2026-11-01 or a moment like 2026-11-01T09:30:00Z, got "${text}"`);
  return date;
}
