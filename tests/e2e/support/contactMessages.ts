// Reading back what the contact form (and the quote page) stored. The API has no public read route for messages (only POST /api/contacts),
// so the test reads them the way an operator's `npm run messages -- export` does while the site runs: through the
// running API's operator endpoint, which queries the stack's own database.
import path from 'node:path';
import type { MessageRow } from '../../../api/src/operator/messages';
import { findRunningApi, runningApiOperations } from '../../../api/src/operator/runningApi';
import { harnessDir } from './stack';

const pgliteDir = path.join(harnessDir, 'pglite');

/** A stored contact message as the form sent it. */
export interface StoredContactMessage {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * What `npm run messages -- export` exports, oldest first, as rows (contact messages, and one row per enquiry line),
 * read from the stack's database while the stack serves.
 */
export async function storedMessages(): Promise<MessageRow[]> {
  const endpoint = await findRunningApi(pgliteDir);
  if (!endpoint) throw new Error(`no running API holds ${pgliteDir}: the stack's API is down`);
  return runningApiOperations(endpoint, pgliteDir).messages();
}

/** Every stored contact message, newest first, read from the stack's database while the stack serves. */
export async function storedContactMessages(): Promise<StoredContactMessage[]> {
  return (await storedMessages())
    .filter((row) => row.type === 'contact')
    .map(({ id, name, email, phone, message }) => ({ id, full_name: name, email, phone, message }))
    .reverse();
}
