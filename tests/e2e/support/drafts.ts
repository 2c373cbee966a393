// Drafts in the stack's database, written as the drafts API will write them (a content_drafts row: the whole record as
// a bundle holds it), with Drizzle on the embedded database while the API is stopped (one process owns a PGlite
// folder), then the API started again. For the preview's test until the admin can save drafts through the API.
import path from 'node:path';
import { createDatabase } from '../../../api/src/db/database';
import { contentDrafts } from '../../../api/src/db/schema';
import type { StackControl } from './test';
import { harnessDir } from './stack';

/** Saves a draft of product `id` with `changes` applied to it; the public site keeps showing the product as published. */
export async function saveProductDraft(stackControl: StackControl, id: number, changes: Record<string, unknown>): Promise<void> {
  await stackControl.stop('api');
  const { db, close } = createDatabase({ pgliteDir: path.join(harnessDir, 'pglite') });
  try {
    const published = await db.query.products.findFirst({ where: (product, { eq }) => eq(product.id, id) });
    if (!published) throw new Error(`no product ${id} in the stack's database`);
    const data = { ...published, ...changes };
    await db
      .insert(contentDrafts)
      .values({ type: 'products', record_id: id, data })
      .onConflictDoUpdate({ target: [contentDrafts.type, contentDrafts.record_id], set: { data, updated_at: new Date() } });
  } finally {
    await close();
    await stackControl.start('api');
  }
}
