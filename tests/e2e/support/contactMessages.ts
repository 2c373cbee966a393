// Reading back what the contact form stored. The API has no read route for enquiries (only POST /api/contacts)
// and the content command leaves them out of its bundle, so the test opens the API's own database with the
// API's own repository, the way an operator's tool would. PGlite belongs to one process: the API is stopped
// while the test reads, and started again afterwards.
import path from 'node:path';
import { createDatabase } from '../../../api/src/db/database';
import { contactMessageRepository, type ContactMessageRow } from '../../../api/src/repositories/contactMessageRepository';
import { stack, startServer, stopServer } from './stack';

// The harness keeps its database beside the runtime config files it writes (global-setup.mjs).
const pgliteDir = path.join(path.dirname(path.dirname(stack.configFiles.shell)), 'pglite');

/** Every stored contact message, newest first, read from the stack's database with the API stopped. */
export async function storedContactMessages(): Promise<ContactMessageRow[]> {
  await stopServer('api');
  try {
    const database = createDatabase({ pgliteDir });
    try {
      return await contactMessageRepository(database.db).list();
    } finally {
      await database.close();
    }
  } finally {
    await startServer('api');
  }
}
