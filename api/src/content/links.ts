// What refers to a record, for the admin's delete confirmation (docs/content-editing.md, GET …/links): records of the
// working copy whose reference fields (the registry's `references`) hold its id, and open enquiries asking for a
// product (enquiry lines keep product ids without a foreign key, so an enquiry outlives the catalogue's changes).
import { and, asc, eq, ne } from 'drizzle-orm';
import { contentKeys, contentType, type ContentKey } from '@starfamily/shared/entities';
import type { Database } from '../db/database';
import { enquiries, enquiryLines } from '../db/schema';
import { labelOf, workingCopy } from './drafts';

export interface Link {
  /** A registry key, or `enquiries`. */
  type: string;
  id: number;
  label: string;
}

/** Content types whose records visitors' enquiries name (enquiry_lines.product_id). */
const ENQUIRED: ReadonlySet<ContentKey> = new Set(['products']);

export async function linksTo(db: Database, key: ContentKey, id: number): Promise<Link[]> {
  const links: Link[] = [];
  for (const other of contentKeys) {
    const fields = Object.entries(contentType(other).references ?? {})
      .filter(([, target]) => target === key)
      .map(([field]) => field);
    if (fields.length === 0) continue;
    for (const record of await workingCopy(db, other)) {
      if (record._draft?.state === 'deleted') continue;
      if (fields.some((field) => record[field] === id)) links.push({ type: other, id: record.id as number, label: labelOf(other, record) });
    }
  }
  if (ENQUIRED.has(key)) {
    const open = await db
      .selectDistinct({ id: enquiries.id, name: enquiries.full_name, company: enquiries.company, createdAt: enquiries.created_at })
      .from(enquiryLines)
      .innerJoin(enquiries, eq(enquiries.id, enquiryLines.enquiry_id))
      .where(and(eq(enquiryLines.product_id, id), ne(enquiries.status, 'closed')))
      .orderBy(asc(enquiries.id));
    for (const enquiry of open) {
      const from = enquiry.company ? `${enquiry.name} (${enquiry.company})` : enquiry.name;
      links.push({
        type: 'enquiries',
        id: enquiry.id,
        label: `Open enquiry from ${from}, ${enquiry.createdAt.toISOString().slice(0, 10)}`,
      });
    }
  }
  return links;
}
