// What `npm run messages -- export` writes: every message visitors sent (contact messages), oldest first, as CSV that
// spreadsheets open as it is (UTF-8 with a BOM, CRLF, RFC 4180 quoting) and cannot be tricked by: a cell starting with
// = + - @ TAB or CR gets a leading apostrophe (csv-stringify's escape_formulas), so it is shown as text, never run as
// a formula.
import { asc, gte } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';

/** One CSV row: a message as the operator reads it. Dates are ISO 8601 in UTC. */
export interface MessageRow {
  type: 'contact';
  id: number;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The CSV's columns, in order: the header names are the row's keys. */
export const MESSAGE_COLUMNS = ['type', 'id', 'received_at', 'name', 'email', 'phone', 'message'] as const satisfies readonly (keyof MessageRow)[];

/** Messages received at or after `since` (all when undefined), oldest first. */
export async function messageRows(db: Database, since?: Date): Promise<MessageRow[]> {
  const contacts = await db
    .select()
    .from(contactMessages)
    .where(since ? gte(contactMessages.created_at, since) : undefined)
    .orderBy(asc(contactMessages.created_at), asc(contactMessages.id));
  return contacts.map((row) => ({
    type: 'contact',
    id: row.id,
    received_at: row.created_at.toISOString(),
    name: row.full_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
  }));
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
