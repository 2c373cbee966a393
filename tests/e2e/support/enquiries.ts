// Reading back what the quote page stored: the enquiry and its lines, as `npm run messages -- export` exports them
// while the site runs (one row per line, through the running API's operator endpoint; contactMessages.ts).
import type { EnquiryLineRow, EnquiryRow } from '../../../api/src/repositories/enquiryRepository';
import { storedMessages } from './contactMessages';

/**
 * What the export says of an enquiry: its row as the API stores it (without the time and the inbox's columns) and each
 * line's product, quantity and note.
 */
export type StoredEnquiry = Omit<EnquiryRow, 'created_at' | 'status' | 'note' | 'changed_by' | 'changed_at'> & {
  lines: Pick<EnquiryLineRow, 'product_id' | 'product_name' | 'quantity' | 'note'>[];
};

/** The newest enquiry stored from `email`, with its lines in order, or null. */
export async function storedEnquiryFrom(email: string): Promise<StoredEnquiry | null> {
  const rows = (await storedMessages()).filter((row) => row.type === 'enquiry' && row.email === email);
  const newest = rows.at(-1);
  if (!newest) return null;
  const lines = rows.filter((row) => row.id === newest.id).sort((a, b) => Number(a.line) - Number(b.line));
  const { id, name, phone, company, country, message } = newest;
  return {
    id,
    full_name: name,
    email,
    phone,
    company,
    country,
    message,
    lines: lines.map((row) => ({
      product_id: Number(row.product_id),
      product_name: row.product_name,
      quantity: Number(row.quantity),
      note: row.note,
    })),
  };
}
