// Passkeys (docs/admin.md): an operator registers them from their signed-in account and signs in with one, without a
// password. @simplewebauthn/server does the WebAuthn checks; this file keeps credentials and challenges.
import { and, desc, eq } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { Database } from '../../db/database';
import { operators, passkeys } from '../../db/schema';
import type { SignedInOperator } from '../sessions';
import { challengeOf, keepChallenge, takeChallenge } from './challenges';

export const RP_NAME = 'StarFamily admin';

/**
 * Both ceremonies ask for user verification but do not demand it: a passkey on a phone or laptop verifies anyway, and a
 * security key without a PIN stays usable as something the operator holds (docs/decisions/0084-passkeys.md).
 */
const USER_VERIFICATION = 'preferred';

/**
 * The key algorithms offered and accepted: Ed25519, P-256, RSA. Named rather than the library's default, which on Node 24
 * puts ML-DSA-44 first: Node's WebCrypto has it only as an experimental feature, and passkeys would be verified with it.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

export interface RelyingParty {
  /** ADMIN_ORIGIN: the only origin a ceremony is accepted from. */
  origin: string;
  db: Database;
  now: Date;
}

/** The RP ID is the admin origin's host name, so a passkey made for the admin works nowhere else. */
const rpIdOf = (origin: string) => new URL(origin).hostname;

/** The WebAuthn user handle of an operator: stable, so every passkey of one operator names the same account. */
export const userHandleOf = (operatorId: number) => Buffer.from(`operator:${operatorId}`, 'utf8');

/** A ceremony the server refuses: `reason` goes to the audit log, never to the client. */
export class PasskeyRefused extends Error {
  constructor(
    readonly reason: string,
    /** Whose passkey it was, when the credential was known. */
    readonly operatorId: number | null = null,
  ) {
    super(reason);
    this.name = 'PasskeyRefused';
  }
}

/** The library's words for what failed (e.g. "Unexpected authentication response origin"), bounded, for the audit log. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

export const passkeySummary = (row: typeof passkeys.$inferSelect) => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

export const passkeysOf = (db: Database, operatorId: number) =>
  db.select().from(passkeys).where(eq(passkeys.operator_id, operatorId)).orderBy(desc(passkeys.created_at), desc(passkeys.id));

/** Registration options for a signed-in operator; its challenge is kept for them only. */
export async function registrationOptions({ origin, db, now }: RelyingParty, operator: SignedInOperator) {
  const existing = await passkeysOf(db, operator.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpIdOf(origin),
    userName: operator.email,
    userDisplayName: operator.email,
    userID: userHandleOf(operator.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: USER_VERIFICATION },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await keepChallenge(db, options.challenge, 'registration', operator.id, now);
  return options;
}

/** Verifies a new credential against the operator's challenge and keeps it; null when it is registered already. */
export async function registerPasskey(
  { origin, db, now }: RelyingParty,
  operator: SignedInOperator,
  name: string,
  response: RegistrationResponseJSON,
) {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!(await takeChallenge(db, challenge, 'registration', operator.id, now))) throw new PasskeyRefused('challenge');
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpIdOf(origin),
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch((error: unknown) => {
    throw new PasskeyRefused(reasonOf(error));
  });
  if (!verification.verified) throw new PasskeyRefused('not-verified');
  const { credential } = verification.registrationInfo;
  const [added] = await db
    .insert(passkeys)
    .values({
      operator_id: operator.id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      name,
      created_at: now,
    })
    .onConflictDoNothing({ target: passkeys.credential_id })
    .returning();
  return added ?? null;
}

/** Removes one of the operator's own passkeys; null when they have none with that id (someone else's included). */
export async function removePasskey(db: Database, operatorId: number, id: number) {
  const [removed] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.operator_id, operatorId)))
    .returning();
  return removed ?? null;
}

/** Sign-in options: no credential list (the authenticator offers its discoverable ones), a challenge for nobody yet. */
export async function authenticationOptions({ origin, db, now }: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rpIdOf(origin), userVerification: USER_VERIFICATION });
  await keepChallenge(db, options.challenge, 'authentication', null, now);
  return options;
}

export interface PasskeySignIn {
  operator: SignedInOperator;
  passkey: { id: number; name: string };
}

/**
 * Checks a passkey sign-in: the challenge (used up whatever follows), the credential, its signature and counter, the
 * user handle, then the account. The new counter and the time of use are saved only when all of it checks out.
 * Throws PasskeyRefused (with the operator when the passkey was known) otherwise.
 */
export async function checkPasskeySignIn({ origin, db, now }: RelyingParty, response: AuthenticationResponseJSON): Promise<PasskeySignIn> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!(await takeChallenge(db, challenge, 'authentication', null, now))) throw new PasskeyRefused('challenge');
  const [found] = await db
    .select({
      passkey: passkeys,
      operator: { id: operators.id, email: operators.email, role: operators.role, disabledAt: operators.disabled_at },
    })
    .from(passkeys)
    .innerJoin(operators, eq(operators.id, passkeys.operator_id))
    .where(eq(passkeys.credential_id, response.id))
    .limit(1);
  if (!found) throw new PasskeyRefused('unknown-passkey');
  const { passkey, operator } = found;
  const refused = (reason: string) => new PasskeyRefused(reason, operator.id);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpIdOf(origin),
    credential: {
      id: passkey.credential_id,
      publicKey: Buffer.from(passkey.public_key, 'base64url'),
      counter: passkey.counter,
      transports: passkey.transports as WebAuthnCredential['transports'],
    },
    requireUserVerification: false,
  }).catch((error: unknown) => {
    throw refused(reasonOf(error));
  });
  if (!verification.verified) throw refused('not-verified');
  const userHandle = response.response.userHandle;
  if (userHandle !== undefined && userHandle !== userHandleOf(operator.id).toString('base64url')) throw refused('user-handle');
  if (operator.disabledAt !== null) throw refused('disabled');
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
    .where(eq(passkeys.id, passkey.id));
  return { operator: { id: operator.id, email: operator.email, role: operator.role }, passkey: { id: passkey.id, name: passkey.name } };
}
