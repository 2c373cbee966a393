// Messages written straight into the tables, in bulk, with chosen times and mail states: for the inbox's tests and
// its benchmark (scripts/bench-inbox.mjs), where posting thousands through the forms would measure the forms.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactMessages, enquiries, enquiryLines, outbox } from '../../db/schema';
import type { InboxStatus } from '../../db/schema';
import type { InboxKind } from './inboxQuery';

export interface MessageSpec {
  kind: InboxKind;
  at: Date;
  fullName: string;
  email: string;
  company?: string;
  country?: string;
  message: string;
  /** An enquiry's products, in the basket's order. */
  lines?: { productId: number; productName: string; quantity: number }[];
  mail?: 'waiting' | 'sent' | 'failing';
  status?: InboxStatus;
}

const MAIL = { subject: 'Fixture', text: 'Fixture', html: '<p>Fixture</p>', replyTo: { name: 'Fixture', address: 'fixture@example.com' } };
const CHUNK = 1000;

function mailRow(kind: InboxKind, refId: number, state: MessageSpec['mail'] = 'waiting') {
  if (state === 'sent') return { kind, ref_id: refId, mail: MAIL, attempts: 1, sent_at: new Date() };
  if (state === 'failing') return { kind, ref_id: refId, mail: MAIL, attempts: 3, last_error: 'connect ECONNREFUSED 127.0.0.1:1025' };
  return { kind, ref_id: refId, mail: MAIL };
}

/** Stores the messages with their lines and mails; their ids, in the order given. */
export async function storeMessages(db: Database, specs: MessageSpec[]): Promise<{ kind: InboxKind; id: number }[]> {
  const stored: { kind: InboxKind; id: number }[] = [];
  for (let start = 0; start < specs.length; start += CHUNK) {
    const chunk = specs.slice(start, start + CHUNK);
    const contacts = chunk.filter((spec) => spec.kind === 'contact');
    const sent = chunk.filter((spec) => spec.kind === 'enquiry');
    const contactIds =
      contacts.length === 0
        ? []
        : await db
            .insert(contactMessages)
            .values(
              contacts.map((spec) => ({
                full_name: spec.fullName,
                email: spec.email,
                message: spec.message,
                created_at: spec.at,
                status: spec.status ?? 'new',
              })),
            )
            .returning({ id: contactMessages.id });
    const enquiryIds =
      sent.length === 0
        ? []
        : await db
            .insert(enquiries)
            .values(
              sent.map((spec) => ({
                full_name: spec.fullName,
                email: spec.email,
                company: spec.company ?? '',
                country: spec.country ?? '',
                message: spec.message,
                created_at: spec.at,
                status: spec.status ?? 'new',
              })),
            )
            .returning({ id: enquiries.id });
    const lines = sent.flatMap((spec, n) =>
      (spec.lines ?? []).map((line, index) => ({
        enquiry_id: enquiryIds[n]!.id,
        position: index + 1,
        product_id: line.productId,
        product_name: line.productName,
        quantity: line.quantity,
      })),
    );
    if (lines.length > 0) await db.insert(enquiryLines).values(lines);
    const next = { contact: 0, enquiry: 0 };
    const ids = chunk.map((spec) => ({ kind: spec.kind, id: (spec.kind === 'contact' ? contactIds : enquiryIds)[next[spec.kind]++]!.id }));
    await db.insert(outbox).values(ids.map(({ kind, id }, n) => mailRow(kind, id, chunk[n]!.mail)));
    stored.push(...ids);
  }
  return stored;
}

const PRODUCTS = [
  'Yirgacheffe Grade 1',
  'Sidamo Grade 2',
  'Sesame, Humera',
  'Niger seed',
  'White pea beans',
  'Red kidney beans',
  'Chickpeas',
  'Mung beans',
];
const COUNTRIES = ['Ethiopia', 'Kenya', 'Germany', 'Japan', 'United Arab Emirates', 'China'];
const MAILS = ['sent', 'sent', 'sent', 'waiting', 'failing'] as const;
const STATUSES = ['new', 'replied', 'new', 'replied', 'new', 'replied', 'new', 'replied', 'new', 'closed'] as const;

/**
 * `count` varied messages, one a minute back from `newest`: two contact messages to three enquiries of 1–4 lines, as an
 * inbox in use holds them (half answered, a tenth closed; most mails sent, some waiting or failing).
 */
export function generatedMessages(count: number, newest = new Date()): MessageSpec[] {
  return Array.from({ length: count }, (_, n) => {
    const at = new Date(newest.getTime() - n * 60_000);
    const base = {
      at,
      fullName: `Sender ${n}`,
      email: `sender${n}@example.com`,
      mail: MAILS[n % MAILS.length],
      status: STATUSES[n % STATUSES.length],
    };
    if (n % 5 < 2) return { ...base, kind: 'contact' as const, message: `Question ${n} about delivery times and samples of green coffee.` };
    const lines = Array.from({ length: 1 + (n % 4) }, (_, index) => ({
      productId: 1 + ((n + index) % PRODUCTS.length),
      productName: PRODUCTS[(n + index) % PRODUCTS.length]!,
      quantity: 1 + (n % 50),
    }));
    return {
      ...base,
      kind: 'enquiry' as const,
      company: `Trading House ${n % 97}`,
      country: COUNTRIES[n % COUNTRIES.length]!,
      message: `Enquiry ${n}: FOB Djibouti, 60 kg bags.`,
      lines,
    };
  });
}

/** Fresh planner statistics after a bulk load, as autovacuum would gather them on a server in use. */
export async function refreshStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze contact_messages, enquiries, enquiry_lines, outbox`);
}
