// Signed-in sessions, kept in the database (docs/admin.md "sessions"): revocable, a new id at every sign-in, ended
// after 30 idle minutes or 12 hours whatever happens.
import { eq, lt, or } from 'drizzle-orm';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Database } from '../db/database';
import { operators, sessions, type OperatorRole } from '../db/schema';
import { randomSecret, sha256 } from './secrets';

export const SESSION_COOKIE = '__Host-sf_admin';
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;

/** `__Host-`: Secure, Path=/ and no Domain, so no sibling host can set or shadow it. No Max-Age: it ends with the browser too. */
export const SESSION_COOKIE_OPTIONS: CookieSerializeOptions = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' };

export interface SignedInOperator {
  id: number;
  email: string;
  role: OperatorRole;
}

export interface AdminSession {
  idHash: string;
  csrfToken: string;
  expiresAt: Date;
}

export interface NewSession extends AdminSession {
  /** The cookie's value; only its hash is stored. */
  cookieValue: string;
}

export async function createSession(
  db: Database,
  operatorId: number,
  client: { ip: string; userAgent: string },
  now: Date,
): Promise<NewSession> {
  const cookieValue = randomSecret();
  const session = { idHash: sha256(cookieValue), csrfToken: randomSecret(), expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
  await db.insert(sessions).values({
    id_hash: session.idHash,
    operator_id: operatorId,
    csrf_token: session.csrfToken,
    created_at: now,
    last_seen_at: now,
    expires_at: session.expiresAt,
    ip: client.ip,
    user_agent: client.userAgent.slice(0, 512),
  });
  return { ...session, cookieValue };
}

/**
 * The live session a cookie names, with its operator; null when there is none, it timed out (idle or absolute; the
 * row is deleted then), or its operator is disabled.
 */
export async function readSession(
  db: Database,
  cookieValue: string | undefined,
  now: Date,
): Promise<{ session: AdminSession; operator: SignedInOperator } | null> {
  if (!cookieValue || cookieValue.length > 200) return null;
  return liveSession(db, sha256(cookieValue), now);
}

/** The live session stored under `idHash` (a preview link's session), by the same rules as readSession. */
export async function liveSession(
  db: Database,
  idHash: string,
  now: Date,
): Promise<{ session: AdminSession; operator: SignedInOperator } | null> {
  const [row] = await db
    .select({
      session: sessions,
      operator: { id: operators.id, email: operators.email, role: operators.role, disabledAt: operators.disabled_at },
    })
    .from(sessions)
    .innerJoin(operators, eq(operators.id, sessions.operator_id))
    .where(eq(sessions.id_hash, idHash))
    .limit(1);
  if (!row) return null;
  const idle = now.getTime() - row.session.last_seen_at.getTime() >= SESSION_IDLE_MS;
  if (idle || now >= row.session.expires_at || row.operator.disabledAt !== null) {
    await db.delete(sessions).where(eq(sessions.id_hash, idHash));
    return null;
  }
  const { id, email, role } = row.operator;
  return { session: { idHash, csrfToken: row.session.csrf_token, expiresAt: row.session.expires_at }, operator: { id, email, role } };
}

export const touchSession = (db: Database, idHash: string, now: Date) =>
  db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id_hash, idHash));

export const endSession = (db: Database, idHash: string) => db.delete(sessions).where(eq(sessions.id_hash, idHash));

/** Ends every session of an operator: sign out everywhere, disabling, a new password. */
export const endOperatorSessions = (db: Database, operatorId: number) => db.delete(sessions).where(eq(sessions.operator_id, operatorId));

/** Drops sessions that can no longer be used (called now and then at sign-in, so the table does not grow). */
export const dropDeadSessions = (db: Database, now: Date) =>
  db.delete(sessions).where(or(lt(sessions.expires_at, now), lt(sessions.last_seen_at, new Date(now.getTime() - SESSION_IDLE_MS))));
