// One-time set-up links (docs/admin.md "Setup link"): a random token in the URL's fragment, its SHA-256 in the
// database, valid 24 hours, usable once; a new link voids the operator's earlier unused ones.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { operators, setupTokens } from '../db/schema';
import { randomSecret, sha256 } from './secrets';

export const SETUP_LINK_LIFETIME_MS = 24 * 60 * 60_000;

/** One message for used, expired, voided, unknown or tampered links: which one it was helps nobody but an attacker. */
export const SETUP_LINK_REFUSED =
  'This set-up link cannot be used: it was used already, it expired (links last 24 hours), or a newer one was sent. Ask an admin for a new link.';

export const setupUrlOf = (siteUrl: string, token: string) => `${siteUrl}/admin/setup#token=${token}`;

/** Makes a new link for the operator (voiding older unused ones) and returns its URL. */
export async function issueSetupLink(db: Database, operatorId: number, siteUrl: string, now: Date): Promise<string> {
  const token = randomSecret();
  await db.delete(setupTokens).where(and(eq(setupTokens.operator_id, operatorId), isNull(setupTokens.used_at)));
  await db.insert(setupTokens).values({
    operator_id: operatorId,
    token_hash: sha256(token),
    expires_at: new Date(now.getTime() + SETUP_LINK_LIFETIME_MS),
    created_at: now,
  });
  return setupUrlOf(siteUrl, token);
}

const usable = (tokenHash: string, now: Date) =>
  and(eq(setupTokens.token_hash, tokenHash), isNull(setupTokens.used_at), gt(setupTokens.expires_at, now), isNull(operators.disabled_at));

/** The operator a link is for while it can be used; null otherwise. */
export async function checkSetupLink(db: Database, token: string, now: Date): Promise<{ operatorId: number; email: string } | null> {
  const [row] = await db
    .select({ operatorId: operators.id, email: operators.email })
    .from(setupTokens)
    .innerJoin(operators, eq(operators.id, setupTokens.operator_id))
    .where(usable(sha256(token), now))
    .limit(1);
  return row ?? null;
}

/** Marks the link used if it still can be (one statement, so two tabs racing use it once); the operator's id or null. */
export async function useSetupLink(db: Database, token: string, now: Date): Promise<number | null> {
  const link = await checkSetupLink(db, token, now);
  if (!link) return null;
  const [used] = await db
    .update(setupTokens)
    .set({ used_at: now })
    .where(and(eq(setupTokens.token_hash, sha256(token)), isNull(setupTokens.used_at), gt(setupTokens.expires_at, now)))
    .returning({ operatorId: setupTokens.operator_id });
  return used?.operatorId ?? null;
}
