// Pending WebAuthn challenges (docs/admin.md "webauthn_challenges"): kept server-side for 5 minutes, each answered at
// most once. A registration challenge belongs to the operator who asked for it; a sign-in challenge to nobody yet,
// and the browser's signed clientDataJSON carries it back, so the challenge itself is the (unguessable) handle.
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { webauthnChallenges } from '../../db/schema';

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export type ChallengePurpose = 'registration' | 'authentication';

/** Keeps a challenge handed out at `now`; expired ones are dropped on the way, so the table stays small. */
export async function keepChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  operatorId: number | null,
  now: Date,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expires_at, now));
  await db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, operator_id: operatorId, created_at: now, expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS) });
}

/**
 * Uses up a challenge: true when it was handed out for this purpose (and operator) and has not expired. The row goes
 * whatever the answer, in one statement, so of two requests racing with the same challenge only one can win.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  operatorId: number | null,
  now: Date,
): Promise<boolean> {
  if (challenge === '') return false;
  const owner = operatorId === null ? isNull(webauthnChallenges.operator_id) : eq(webauthnChallenges.operator_id, operatorId);
  const [taken] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose), owner))
    .returning({ expiresAt: webauthnChallenges.expires_at });
  return taken !== undefined && now < taken.expiresAt;
}

/** The challenge a browser's clientDataJSON (base64url JSON) says it signed; '' when it cannot be read. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : '';
  } catch {
    return '';
  }
}
