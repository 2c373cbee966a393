// The enquiry inbox (docs/admin.md "Operations"): the list (inboxQuery.ts) with, for the page's items only, their
// enquiry lines, who last changed them and their mail's delivery state from the outbox; one item; and a change of
// status or note that records who and when.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { enquiryLines, operators, outbox, type InboxStatus } from '../../db/schema';
import {
  conditionsFor,
  inboxSummary,
  pageOfRows,
  selectKind,
  TABLE_OF,
  type InboxFilter,
  type InboxKind,
  type InboxRow,
} from './inboxQuery';

export interface InboxLine {
  productId: number;
  productName: string;
  quantity: number;
  note: string;
}

/** The mail to sales about the message: queued (waiting), accepted by the SMTP server (sent), or failed and retrying. */
export interface Delivery {
  state: 'waiting' | 'sent' | 'failing';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export interface InboxItem {
  kind: InboxKind;
  id: number;
  receivedAt: string;
  fullName: string;
  email: string;
  phone: string;
  company: string;
  country: string;
  message: string;
  lines: InboxLine[];
  status: InboxStatus;
  note: string;
  changedBy: { id: number; email: string } | null;
  changedAt: string | null;
  delivery: Delivery;
}

export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  perPage: number;
  /** When the newest message (of any kind, whatever the filter) arrived; null while the inbox is empty. */
  latestAt: string | null;
}

export interface InboxChange {
  status?: InboxStatus | undefined;
  note?: string | undefined;
}

/** What a change did, field by field, for the audit log. */
export type InboxDiff = { [Field in keyof InboxChange]?: { from: NonNullable<InboxChange[Field]>; to: NonNullable<InboxChange[Field]> } };

type MailRow = { attempts: number; sent_at: Date | null; last_error: string | null };

export function deliveryOf(mail: MailRow | undefined): Delivery {
  // Every stored message queues its mail in the same transaction, so "no row" means nothing was tried yet either.
  if (!mail) return { state: 'waiting', attempts: 0, lastError: null, sentAt: null };
  const state = mail.sent_at ? 'sent' : mail.attempts > 0 ? 'failing' : 'waiting';
  return { state, attempts: mail.attempts, lastError: mail.sent_at ? null : mail.last_error, sentAt: mail.sent_at?.toISOString() ?? null };
}

export function inboxRepository(db: Database) {
  const idsOf = (rows: InboxRow[], kind: InboxKind) => rows.filter((row) => row.kind === kind).map((row) => row.id);

  /** The page's rows with their lines, mails and operators: three indexed reads, however long the inbox is. */
  async function withDetails(rows: InboxRow[]): Promise<InboxItem[]> {
    if (rows.length === 0) return [];
    const enquiryIds = idsOf(rows, 'enquiry');
    const operatorIds = [...new Set(rows.flatMap((row) => (row.changed_by === null ? [] : [row.changed_by])))];
    const [lines, mails, people] = await Promise.all([
      enquiryIds.length === 0
        ? []
        : db
            .select()
            .from(enquiryLines)
            .where(inArray(enquiryLines.enquiry_id, enquiryIds))
            .orderBy(asc(enquiryLines.enquiry_id), asc(enquiryLines.position)),
      // The newest mail per message (one is queued per message; a later one would be the one that counts).
      db
        .selectDistinctOn([outbox.kind, outbox.ref_id], {
          kind: outbox.kind,
          ref_id: outbox.ref_id,
          attempts: outbox.attempts,
          sent_at: outbox.sent_at,
          last_error: outbox.last_error,
        })
        .from(outbox)
        .where(
          or(
            ...(['contact', 'enquiry'] as const)
              .filter((kind) => idsOf(rows, kind).length > 0)
              .map((kind) => and(eq(outbox.kind, kind), inArray(outbox.ref_id, idsOf(rows, kind)))),
          ),
        )
        .orderBy(outbox.kind, outbox.ref_id, desc(outbox.id)),
      operatorIds.length === 0
        ? []
        : db.select({ id: operators.id, email: operators.email }).from(operators).where(inArray(operators.id, operatorIds)),
    ]);
    const linesOf = new Map<number, InboxLine[]>();
    for (const line of lines) {
      const item = { productId: line.product_id, productName: line.product_name, quantity: line.quantity, note: line.note };
      linesOf.set(line.enquiry_id, [...(linesOf.get(line.enquiry_id) ?? []), item]);
    }
    const mailOf = new Map(mails.map((mail) => [`${mail.kind}:${mail.ref_id}`, mail]));
    const operatorOf = new Map(people.map((person) => [person.id, person]));
    return rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      receivedAt: row.created_at.toISOString(),
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      country: row.country,
      message: row.message,
      lines: row.kind === 'enquiry' ? (linesOf.get(row.id) ?? []) : [],
      status: row.status,
      note: row.note,
      changedBy: row.changed_by === null ? null : (operatorOf.get(row.changed_by) ?? null),
      changedAt: row.changed_at?.toISOString() ?? null,
      delivery: deliveryOf(mailOf.get(`${row.kind}:${row.id}`)),
    }));
  }

  async function find(kind: InboxKind, id: number): Promise<InboxItem | null> {
    const rows = await selectKind(db, kind, conditionsFor(db, kind, {}, id));
    return (await withDetails(rows))[0] ?? null;
  }

  return {
    /** A page (from 1) of the messages `filter` finds, newest first, with how many it finds in all. */
    async list(filter: InboxFilter, page: number, perPage: number): Promise<InboxPage> {
      const found = await pageOfRows(db, filter, page, perPage);
      const summary = await inboxSummary(db, filter, found.total === null);
      const total = found.total ?? summary.total ?? 0;
      return { items: await withDetails(found.rows), total, page, perPage, latestAt: summary.latestAt?.toISOString() ?? null };
    },
    find,
    /**
     * Sets the status and/or note of one message, recording who and when, and calls `record` in the same transaction
     * with what changed (nothing: no write, no call). Null when there is no such message.
     */
    async change(
      kind: InboxKind,
      id: number,
      change: InboxChange,
      operatorId: number,
      record: (tx: Database, diff: InboxDiff) => Promise<void>,
    ): Promise<InboxItem | null> {
      const table = TABLE_OF[kind];
      const found = await db.transaction(async (tx) => {
        const [before] = await tx.select({ status: table.status, note: table.note }).from(table).where(eq(table.id, id)).for('update');
        if (!before) return false;
        const diff: InboxDiff = {};
        if (change.status !== undefined && change.status !== before.status) diff.status = { from: before.status, to: change.status };
        if (change.note !== undefined && change.note !== before.note) diff.note = { from: before.note, to: change.note };
        if (!diff.status && !diff.note) return true;
        await tx
          .update(table)
          .set({
            ...(diff.status && { status: diff.status.to }),
            ...(diff.note && { note: diff.note.to }),
            changed_by: operatorId,
            changed_at: sql`now()`,
          })
          .where(eq(table.id, id));
        await record(tx, diff);
        return true;
      });
      return found ? find(kind, id) : null;
    },
  };
}

export type InboxRepository = ReturnType<typeof inboxRepository>;
