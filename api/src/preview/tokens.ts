// Preview links (docs/content-editing.md, "Preview"): a random token handed to the operator's browser, of which only the
// SHA-256 is stored, bound to the session that asked for it. It works for 15 minutes, and never after that session
// ended (signed out, timed out, operator disabled): the session's row going takes its tokens with it.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { previewTokens } from '../db/schema';
import { randomSecret, sha256 } from '../admin/secrets';
import { liveSession } from '../admin/sessions';

export const PREVIEW_TOKEN_MS = 15 * 60_000;

/** 32 random bytes, base64url (randomSecret): 43 characters. */
export const PREVIEW_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export async function createPreviewToken(db: Database, owner: { sessionIdHash: string; operatorId: number }, now: Date) {
  const token = randomSecret();
  const expiresAt = new Date(now.getTime() + PREVIEW_TOKEN_MS);
  // Links that can no longer be used go as new ones are made, so the table stays small.
  await db.delete(previewTokens).where(lt(previewTokens.expires_at, now));
  await db.insert(previewTokens).values({
    token_hash: sha256(token),
    session_id_hash: owner.sessionIdHash,
    operator_id: owner.operatorId,
    expires_at: expiresAt,
    created_at: now,
  });
  return { token, expiresAt };
}

/** Whether `token` opens a preview now: known, not expired, and its session still live. */
export async function previewTokenValid(db: Database, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ sessionIdHash: previewTokens.session_id_hash })
    .from(previewTokens)
    .where(and(eq(previewTokens.token_hash, sha256(token)), gt(previewTokens.expires_at, now)))
    .limit(1);
  return row !== undefined && (await liveSession(db, row.sessionIdHash, now)) !== null;
}
