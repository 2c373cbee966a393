// The advisory locks every API instance on one database shares, in one place so no two numbers collide. Both are
// transaction-level: released by the commit or rollback, never left behind by a crashed request. Where a transaction
// takes both, the content lock comes first (replaceContent, removeRetiredMedia), so none waits for the other in turn.
import { sql } from 'drizzle-orm';
import type { Database } from './database';

// Changes of the content are serialised by this lock (docs/content-editing.md, "Publishing is an import").
const CONTENT_LOCK = 0x53_46_43_4e; // "SFCN"
// The picture manifest's read-modify-write (pictures/manifest.ts).
const MANIFEST_LOCK = 0x53_46_4d_46; // "SFMF"

/**
 * Takes the content lock until the transaction ends: exclusive to replace the content, shared to save a draft (saves
 * run side by side, never in the middle of a publish, so a revision checked in a save stays true until it commits).
 */
export async function lockContent(tx: Database, mode: 'exclusive' | 'shared'): Promise<void> {
  await tx.execute(
    mode === 'shared' ? sql`SELECT pg_advisory_xact_lock_shared(${CONTENT_LOCK})` : sql`SELECT pg_advisory_xact_lock(${CONTENT_LOCK})`,
  );
}

/** Takes the manifest lock until the transaction ends (two instances sharing storage never lose each other's entries). */
export async function lockManifest(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${MANIFEST_LOCK})`);
}
