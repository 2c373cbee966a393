// Reading back what the contact form stored. The API has no read route for enquiries (only POST /api/contacts)
// and the content command leaves them out of its bundle, so the test opens the API's own database with the
// API's own repository, the way an operator's tool would. PGlite belongs to one process: the API is stopped
// while the test reads, and started again afterwards.
import path from 'node:path';
import { createDatabase } from '../../../api/src/db/database';
import { contactMessageRepository, type ContactMessageRow } from '../../../api/src/repositories/contactMessageRepository';
import { harnessDir } from './stack';
import type { StackControl } from './test';

const pgliteDir = path.join(harnessDir, 'pglite');

/** Every stored contact message, newest first, read from the stack's database with the API stopped (through the test's `stackControl`). */
export function storedContactMessages(stackControl: StackControl): Promise<ContactMessageRow[]> {
  return stackControl.withApiStopped(
    async () => {
      const database = createDatabase({ pgliteDir });
      try {
        return await contactMessageRepository(database.db).list();
      } finally {
        await database.close();
      }
    },
    { waitForSite: false }, // reading changes no content
  );
}
