// Reading back what the quote page stored: the enquiry, its lines and its mail to sales in the outbox, from the API's
// own database with the API's own repositories (the way contactMessages.ts reads contact messages: PGlite belongs to
// one process, so the API is stopped while the test reads, and started again afterwards).
import path from 'node:path';
import { createDatabase } from '../../../api/src/db/database';
import { enquiryRepository, type StoredEnquiry } from '../../../api/src/repositories/enquiryRepository';
import { outboxRepository, type OutboxRow } from '../../../api/src/repositories/outboxRepository';
import { harnessDir } from './stack';
import type { StackControl } from './test';

const pgliteDir = path.join(harnessDir, 'pglite');

/** The enquiry stored from `email` (the newest), with its lines, and the mails queued about it. */
export function storedEnquiryFrom(stackControl: StackControl, email: string): Promise<{ enquiry: StoredEnquiry | null; mails: OutboxRow[] }> {
  return stackControl.withApiStopped(
    async () => {
      const database = createDatabase({ pgliteDir });
      try {
        const enquiries = enquiryRepository(database.db);
        const row = (await enquiries.list()).find((candidate) => candidate.email === email);
        const enquiry = row ? await enquiries.findById(row.id) : null;
        const mails = (await outboxRepository(database.db).list()).filter((mail) => mail.kind === 'enquiry' && mail.ref_id === row?.id);
        return { enquiry, mails };
      } finally {
        await database.close();
      }
    },
    { waitForSite: false }, // reading changes no content
  );
}
