// Signing in with a password, and starting a session once an operator is known (the passkey sign-in uses that too).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit } from './audit';
import { findOperator, normaliseEmail } from './accounts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { createSession, dropDeadSessions, endSession, SESSION_COOKIE, SESSION_COOKIE_OPTIONS, type SignedInOperator } from './sessions';
import { sha256 } from './secrets';
import { clearAccount, recordFailure, throttleKeys, waitBeforeTry } from './throttle';
import { eq } from 'drizzle-orm';
import { operators } from '../db/schema';

/** What a signed-in client is told (POST and GET /session). */
export const sessionAnswer = (operator: SignedInOperator, csrfToken: string, expiresAt: Date) => ({
  operator: { id: operator.id, email: operator.email, role: operator.role },
  csrfToken,
  expiresAt: expiresAt.toISOString(),
});

/**
 * A new session for `operator` (a new id whatever cookie came with the request; a live session that cookie named is
 * ended), its cookie on `reply`, and the audit entry (`action`: how they signed in). Returns the answer to send.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  operator: SignedInOperator,
  action: 'sign-in' | 'passkey-sign-in',
  details: Record<string, unknown> = {},
) {
  const { db } = request.server;
  const now = request.server.adminSettings.now();
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await endSession(db, sha256(previous));
  // Now and then, not every time: expired rows are refused anyway, this only keeps the table small.
  if (Math.random() < 0.05) await dropDeadSessions(db, now);
  const session = await createSession(db, operator.id, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') }, now);
  reply.setCookie(SESSION_COOKIE, session.cookieValue, SESSION_COOKIE_OPTIONS);
  request.operator = operator;
  await audit(request, { action, target: `operator:${operator.id}`, details });
  return sessionAnswer(operator, session.csrfToken, session.expiresAt);
}

export type SignInResult =
  { outcome: 'signed-in'; operator: SignedInOperator } | { outcome: 'refused' } | { outcome: 'locked'; retryAfterSeconds: number };

/**
 * Checks a password sign-in against the throttle and the account. Unknown, disabled and not-yet-set-up accounts cost
 * one Argon2 verification like a wrong password and count against the same keys, so nothing tells them apart.
 */
export async function checkPasswordSignIn(request: FastifyRequest, emailGiven: string, password: string): Promise<SignInResult> {
  const { db } = request.server;
  const now = request.server.adminSettings.now();
  const email = normaliseEmail(emailGiven);
  const keys = throttleKeys(email, request.ip);
  const wait = await waitBeforeTry(db, keys, now);
  if (wait > 0) {
    await audit(request, { action: 'sign-in-failed', details: { email, reason: 'throttled' } });
    return { outcome: 'locked', retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  const operator = await findOperator(db, { email });
  const usable = operator !== null && operator.disabled_at === null && operator.password_hash !== null;
  const matches = await verifyPassword(usable ? operator.password_hash! : await dummyPasswordHash(), password);
  if (!usable || !matches) {
    await recordFailure(db, keys, now);
    const reason =
      operator === null
        ? 'unknown-email'
        : operator.disabled_at
          ? 'disabled'
          : operator.password_hash === null
            ? 'not-set-up'
            : 'wrong-password';
    await audit(request, { action: 'sign-in-failed', target: operator ? `operator:${operator.id}` : null, details: { email, reason } });
    return { outcome: 'refused' };
  }
  await clearAccount(db, keys);
  if (needsRehash(operator.password_hash!)) {
    await db
      .update(operators)
      .set({ password_hash: await hashPassword(password) })
      .where(eq(operators.id, operator.id));
  }
  return { outcome: 'signed-in', operator: { id: operator.id, email: operator.email, role: operator.role } };
}
