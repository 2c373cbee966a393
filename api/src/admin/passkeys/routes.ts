// Passkeys (docs/admin.md "Operations"): an operator's own list, registering (options, then the credential) and
// removing; signing in with one (options, then the assertion), which starts a session exactly as a password does.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { idParamsSchema, type IdParams } from '../../routes/common';
import { inWords } from '../../routes/formPost';
import { audit } from '../audit';
import { ANYONE, SIGNED_IN } from '../guard';
import { adminAnswers, bodyOf, errorSchema, noContent, sessionSchema } from '../schemas';
import { startSession } from '../signIn';
import {
  authenticationOptions,
  checkPasskeySignIn,
  PasskeyRefused,
  passkeysOf,
  passkeySummary,
  registerPasskey,
  registrationOptions,
  removePasskey,
  type RelyingParty,
} from './passkeys';
import {
  authenticationOptionsSchema,
  authenticationResponseSchema,
  passkeyNameSchema,
  passkeySchema,
  registrationOptionsSchema,
  registrationResponseSchema,
} from './schemas';

/** Every failed passkey sign-in gets this one answer, shaped like the password's (`error: 'sign-in'`). */
export const PASSKEY_SIGN_IN_REFUSED = {
  error: 'sign-in',
  message: 'That passkey could not sign you in. Try again, or sign in with your email and password.',
} as const;
export const PASSKEY_NOT_ADDED = {
  error: 'passkey',
  message: "The passkey could not be added: your device's answer did not check out or came too late. Try again.",
} as const;
export const PASSKEY_EXISTS = { error: 'exists', message: 'This passkey is registered already.' } as const;
export const PASSKEY_NOT_FOUND = { error: 'not-found', message: 'You have no passkey with that id.' } as const;

/** Anonymous ceremonies each write a row (a challenge, an audit entry): per client address, a person's pace is plenty. */
export const PASSKEY_SIGN_IN_LIMIT = { max: 30, windowMs: 60_000 };
const anonymousRateLimit = {
  rateLimit: {
    max: PASSKEY_SIGN_IN_LIMIT.max,
    timeWindow: PASSKEY_SIGN_IN_LIMIT.windowMs,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
      statusCode: 429,
      message: `Too many passkey sign-ins from your address. Try again in ${inWords(context.ttl)}.`,
    }),
  },
};

const relyingParty = (request: FastifyRequest): RelyingParty => ({
  origin: request.server.adminSettings.origin,
  db: request.server.db,
  now: request.server.adminSettings.now(),
});

const emptyBody = bodyOf({}, []);

export default async function passkeyRoutes(app: FastifyInstance) {
  app.get(
    '/passkeys',
    {
      config: { roles: SIGNED_IN },
      schema: { summary: 'Your passkeys', response: adminAnswers({ 200: { type: 'array', items: passkeySchema } }) },
    },
    async (request) => (await passkeysOf(app.db, request.operator!.id)).map(passkeySummary),
  );

  app.post(
    '/passkeys/options',
    {
      config: { roles: SIGNED_IN },
      schema: {
        summary: 'WebAuthn registration options for a new passkey (its challenge lasts 5 minutes)',
        body: emptyBody,
        response: adminAnswers({ 200: registrationOptionsSchema }),
      },
    },
    (request) => registrationOptions(relyingParty(request), request.operator!),
  );

  app.post<{ Body: { name: string; response: RegistrationResponseJSON } }>(
    '/passkeys',
    {
      config: { roles: SIGNED_IN },
      schema: {
        summary: 'Verify and keep a new passkey',
        body: bodyOf({ name: passkeyNameSchema, response: registrationResponseSchema }, ['name', 'response']),
        response: adminAnswers({ 201: passkeySchema, 409: errorSchema }),
      },
    },
    async (request, reply) => {
      const operator = request.operator!;
      try {
        const added = await registerPasskey(relyingParty(request), operator, request.body.name.trim() || 'Passkey', request.body.response);
        if (!added) return await reply.code(409).send(PASSKEY_EXISTS);
        await audit(request, {
          action: 'passkey-added',
          target: `operator:${operator.id}`,
          details: { passkey: added.id, name: added.name },
        });
        return await reply.code(201).send(passkeySummary(added));
      } catch (error) {
        if (error instanceof PasskeyRefused) return reply.code(400).send(PASSKEY_NOT_ADDED);
        throw error;
      }
    },
  );

  app.delete<{ Params: IdParams }>(
    '/passkeys/:id',
    {
      config: { roles: SIGNED_IN },
      schema: { summary: 'Remove one of your passkeys', params: idParamsSchema, response: adminAnswers({ 204: noContent }) },
    },
    async (request, reply) => {
      const operator = request.operator!;
      const removed = await removePasskey(app.db, operator.id, Number(request.params.id));
      if (!removed) return reply.code(404).send(PASSKEY_NOT_FOUND);
      await audit(request, {
        action: 'passkey-removed',
        target: `operator:${operator.id}`,
        details: { passkey: removed.id, name: removed.name },
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/passkey-session/options',
    {
      config: { roles: ANYONE, ...anonymousRateLimit },
      schema: {
        summary: 'WebAuthn sign-in options (discoverable passkeys; the challenge lasts 5 minutes)',
        body: emptyBody,
        response: adminAnswers({ 200: authenticationOptionsSchema, 429: errorSchema }),
      },
    },
    (request) => authenticationOptions(relyingParty(request)),
  );

  app.post<{ Body: { response: AuthenticationResponseJSON } }>(
    '/passkey-session',
    {
      config: { roles: ANYONE, ...anonymousRateLimit },
      schema: {
        summary: 'Sign in with a passkey',
        body: bodyOf({ response: authenticationResponseSchema }, ['response']),
        response: adminAnswers({ 200: sessionSchema, 429: errorSchema }),
      },
    },
    async (request, reply) => {
      try {
        const { operator, passkey } = await checkPasskeySignIn(relyingParty(request), request.body.response);
        return await startSession(request, reply, operator, 'passkey-sign-in', { passkey: passkey.id, name: passkey.name });
      } catch (error) {
        if (!(error instanceof PasskeyRefused)) throw error;
        const target = error.operatorId === null ? null : `operator:${error.operatorId}`;
        await audit(request, { action: 'sign-in-failed', target, details: { method: 'passkey', reason: error.reason } });
        return reply.code(401).send(PASSKEY_SIGN_IN_REFUSED);
      }
    },
  );
}
