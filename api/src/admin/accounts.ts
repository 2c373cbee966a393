// Operators' accounts: what the admin API's operators routes and `npm run operators` both do, written once. Each
// change writes its audit entry in the same transaction.
import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditLog, operators, passkeys, type OperatorRole } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';
import { issueSetupLink } from './setupLinks';
import { endOperatorSessions } from './sessions';

export interface AccountsContext {
  db: Database;
  now: () => Date;
  /** SHELL_URL: set-up links point there. */
  siteUrl: string;
  actor: AuditActor;
}

export interface OperatorSummary {
  id: number;
  email: string;
  role: OperatorRole;
  disabled: boolean;
  hasPassword: boolean;
  passkeys: number;
  createdAt: string;
  lastSignInAt: string | null;
}

/** Why an account change cannot be made; the API answers `status` with `{error: code, message}`. */
export class AccountError extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    readonly code: 'not-found' | 'exists' | 'self' | 'email',
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const EMAIL = /^[^\s@<>,;"\u0000-\u001f\u007f]+@[^\s@<>,;"\u0000-\u001f\u007f]+\.[^\s@<>,;"\u0000-\u001f\u007f]+$/;

export async function listOperators(db: Database): Promise<OperatorSummary[]> {
  const lastSignIn = db
    .select({ actorId: auditLog.actor_id, at: max(auditLog.at).as('at') })
    .from(auditLog)
    .where(sql`${auditLog.action} in ('sign-in', 'passkey-sign-in')`)
    .groupBy(auditLog.actor_id)
    .as('last_sign_in');
  const keys = db
    .select({ operatorId: passkeys.operator_id, n: count().as('n') })
    .from(passkeys)
    .groupBy(passkeys.operator_id)
    .as('keys');
  const rows = await db
    .select({ operator: operators, lastSignInAt: lastSignIn.at, passkeys: keys.n })
    .from(operators)
    .leftJoin(lastSignIn, eq(lastSignIn.actorId, operators.id))
    .leftJoin(keys, eq(keys.operatorId, operators.id))
    .orderBy(asc(operators.email));
  return rows.map(({ operator, lastSignInAt, passkeys: n }) => ({
    id: operator.id,
    email: operator.email,
    role: operator.role,
    disabled: operator.disabled_at !== null,
    hasPassword: operator.password_hash !== null,
    passkeys: Number(n ?? 0),
    createdAt: operator.created_at.toISOString(),
    lastSignInAt: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
  }));
}

export async function findOperator(db: Database, by: { id: number } | { email: string }) {
  const where = 'id' in by ? eq(operators.id, by.id) : eq(operators.email, normaliseEmail(by.email));
  const [row] = await db.select().from(operators).where(where).limit(1);
  return row ?? null;
}

async function summaryOf(db: Database, id: number): Promise<OperatorSummary> {
  return (await listOperators(db)).find((operator) => operator.id === id)!;
}

/** A new account without a password, and its set-up link. */
export async function addOperator(
  context: AccountsContext,
  emailGiven: string,
  role: OperatorRole,
): Promise<{ operator: OperatorSummary; setupUrl: string }> {
  const email = normaliseEmail(emailGiven);
  if (!EMAIL.test(email) || email.length > 254)
    throw new AccountError(422, 'email', `"${emailGiven.slice(0, 100)}" is not an email address.`);
  const now = context.now();
  const result = await context.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(operators)
      .values({ email, role, created_at: now, updated_at: now })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!created) throw new AccountError(409, 'exists', `There is an operator with the email ${email} already.`);
    const target = `operator:${created.id}`;
    await recordAudit(tx, context.actor, { action: 'operator-added', target, details: { email, role } }, now);
    const setupUrl = await issueSetupLink(tx, created.id, context.siteUrl, now);
    await recordAudit(tx, context.actor, { action: 'setup-link-issued', target, details: { email } }, now);
    return { id: created.id, setupUrl };
  });
  return { operator: await summaryOf(context.db, result.id), setupUrl: result.setupUrl };
}

/** A new set-up link (the older unused ones void); the password stays until the link is used. */
export async function resetOperator(context: AccountsContext, id: number): Promise<string> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const operator = await findOperator(tx, { id });
    if (!operator) throw new AccountError(404, 'not-found', `There is no operator ${id}.`);
    const setupUrl = await issueSetupLink(tx, id, context.siteUrl, now);
    await recordAudit(
      tx,
      context.actor,
      { action: 'setup-link-issued', target: `operator:${id}`, details: { email: operator.email } },
      now,
    );
    return setupUrl;
  });
}

export interface OperatorChange {
  role?: OperatorRole | undefined;
  disabled?: boolean | undefined;
}

/** Changes role and/or disabled; disabling ends every session at once. `selfId`: the admin making the change. */
export async function changeOperator(
  context: AccountsContext,
  id: number,
  change: OperatorChange,
  selfId?: number,
): Promise<OperatorSummary> {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const operator = await findOperator(tx, { id });
    if (!operator) throw new AccountError(404, 'not-found', `There is no operator ${id}.`);
    if (id === selfId && (change.disabled === true || (change.role !== undefined && change.role !== 'admin'))) {
      throw new AccountError(409, 'self', 'You cannot disable your own account or take away your own admin role. Ask another admin.');
    }
    const target = `operator:${id}`;
    if (change.role !== undefined && change.role !== operator.role) {
      await tx.update(operators).set({ role: change.role, updated_at: now }).where(eq(operators.id, id));
      await recordAudit(
        tx,
        context.actor,
        { action: 'operator-role-changed', target, details: { email: operator.email, role: { from: operator.role, to: change.role } } },
        now,
      );
    }
    const disabled = operator.disabled_at !== null;
    if (change.disabled !== undefined && change.disabled !== disabled) {
      await tx
        .update(operators)
        .set({ disabled_at: change.disabled ? now : null, updated_at: now })
        .where(eq(operators.id, id));
      if (change.disabled) await endOperatorSessions(tx, id);
      const action = change.disabled ? 'operator-disabled' : 'operator-enabled';
      await recordAudit(
        tx,
        context.actor,
        { action, target, details: { email: operator.email, disabled: { from: disabled, to: change.disabled } } },
        now,
      );
    }
  });
  return summaryOf(context.db, id);
}
