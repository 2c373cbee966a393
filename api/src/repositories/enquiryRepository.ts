import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { enquiries, enquiryLines, products } from '../db/schema';
import { renderEnquiryMail } from '../mail/render';
import { oneAtATime, recentCopies } from './duplicates';
import { queueMail } from './outboxRepository';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryLineRow = typeof enquiryLines.$inferSelect;
export type StoredEnquiry = EnquiryRow & { lines: EnquiryLineRow[] };

export interface NewEnquiry {
  full_name: string;
  email: string;
  phone: string;
  company: string;
  country: string;
  message: string;
  lines: { product_id: number; quantity: number; note: string }[];
}

/** Lines naming products the catalogue does not have (index: the line's place in the posted list, from 0). */
export class UnknownProducts extends Error {
  constructor(readonly lines: { index: number; product_id: number }[]) {
    super(`No product ${lines.map((line) => line.product_id).join(', ')}`);
    this.name = 'UnknownProducts';
  }
}

const sameLines = (stored: EnquiryLineRow[], posted: NewEnquiry['lines']) =>
  stored.length === posted.length &&
  stored.every(
    (line, index) =>
      line.product_id === posted[index]!.product_id && line.quantity === posted[index]!.quantity && line.note === posted[index]!.note,
  );

const MAX_ROW_ID = 2 ** 31 - 1;

/** How many of a sender's recent identical-looking enquiries are compared line by line. */
const DUPLICATE_CANDIDATES = 5;

export function enquiryRepository(db: Database) {
  const linesOf = (tx: Database, enquiryId: number) =>
    tx.select().from(enquiryLines).where(eq(enquiryLines.enquiry_id, enquiryId)).orderBy(asc(enquiryLines.position));

  async function earlierCopy(enquiry: NewEnquiry): Promise<StoredEnquiry | null> {
    const { full_name, email, phone, company, country, message } = enquiry;
    const candidates = await recentCopies(db, enquiries, { full_name, email, phone, company, country, message }, DUPLICATE_CANDIDATES);
    for (const candidate of candidates) {
      const lines = await linesOf(db, candidate.id);
      if (sameLines(lines, enquiry.lines)) return { ...candidate, lines };
    }
    return null;
  }

  async function storeOnce(enquiry: NewEnquiry): Promise<StoredEnquiry> {
    const earlier = await earlierCopy(enquiry);
    if (earlier) return earlier;
    // The enquiry, its lines and its mail to sales, or nothing.
    return db.transaction(async (tx) => {
      // An id beyond PostgreSQL's integer names no product (and would make the query fail).
      const ids = [...new Set(enquiry.lines.map((line) => line.product_id))].filter((id) => id <= MAX_ROW_ID);
      const names = new Map(
        (await tx.select({ id: products.id, name: products.title }).from(products).where(inArray(products.id, ids))).map((p) => [
          p.id,
          p.name,
        ]),
      );
      const unknown = enquiry.lines.flatMap((line, index) => (names.has(line.product_id) ? [] : [{ index, product_id: line.product_id }]));
      if (unknown.length > 0) throw new UnknownProducts(unknown);

      const { lines, ...fields } = enquiry;
      const [row] = await tx.insert(enquiries).values(fields).returning();
      if (!row) throw new Error('The database stored no enquiry row.');
      const stored = await tx
        .insert(enquiryLines)
        .values(
          lines.map((line, index) => ({ ...line, enquiry_id: row.id, position: index + 1, product_name: names.get(line.product_id)! })),
        )
        .returning();
      stored.sort((a, b) => a.position - b.position);
      await queueMail(tx, 'enquiry', row.id, renderEnquiryMail({ ...row, lines: stored }));
      return { ...row, lines: stored };
    });
  }

  return {
    /**
     * Stores the enquiry, its lines (each with the product's name as it is now) and its mail to sales in one
     * transaction; throws UnknownProducts, storing nothing, when a line names no product. The same enquiry from the
     * same sender within DUPLICATE_WINDOW_MS resolves to the one already stored.
     */
    create: oneAtATime((enquiry: NewEnquiry) => JSON.stringify(enquiry), storeOnce),
    async findById(id: number): Promise<StoredEnquiry | null> {
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
      return row ? { ...row, lines: await linesOf(db, id) } : null;
    },
    /** Newest first, without lines. */
    list: (): Promise<EnquiryRow[]> => db.select().from(enquiries).orderBy(desc(enquiries.id)),
  };
}
