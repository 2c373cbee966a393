// Signing in and out (docs/admin.md "Operations"): POST/GET/DELETE /session, DELETE /sessions (everywhere).
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit';
import { ANYONE, SIGNED_IN } from '../guard';
import { adminAnswers, bodyOf, emailSchema, errorSchema, noContent, sessionSchema } from '../schemas';
import { endOperatorSessions, endSession, SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from '../sessions';
import { checkPasswordSignIn, sessionAnswer, startSession } from '../signIn';

export const SIGN_IN_REFUSED = { error: 'sign-in', message: 'Email or password is not right.' } as const;

export default async function sessionRoutes(app: FastifyInstance) {
  app.post<{ Body: { email: string; password: string } }>(
    '/session',
    {
      config: { roles: ANYONE },
      schema: {
        summary: 'Sign in with email and password',
        body: bodyOf({ email: emailSchema, password: { type: 'string', minLength: 1, maxLength: 1024 } }, ['email', 'password']),
        response: adminAnswers({ 200: sessionSchema, 429: errorSchema }),
      },
    },
    async (request, reply) => {
      const result = await checkPasswordSignIn(request, request.body.email, request.body.password);
      if (result.outcome === 'locked') {
        return reply
          .code(429)
          .header('retry-after', String(result.retryAfterSeconds))
          .send({ error: 'locked', message: `Too many failed sign-ins. Try again in ${result.retryAfterSeconds} seconds.` });
      }
      if (result.outcome === 'refused') return reply.code(401).send(SIGN_IN_REFUSED);
      return startSession(request, reply, result.operator, 'sign-in');
    },
  );

  app.get(
    '/session',
    {
      config: { roles: SIGNED_IN },
      schema: { summary: 'Who is signed in, and the CSRF token', response: adminAnswers({ 200: sessionSchema }) },
    },
    (request) => sessionAnswer(request.operator!, request.adminSession!.csrfToken, request.adminSession!.expiresAt),
  );

  app.delete(
    '/session',
    { config: { roles: SIGNED_IN }, schema: { summary: 'Sign out here', response: adminAnswers({ 204: noContent }) } },
    async (request, reply) => {
      await endSession(app.db, request.adminSession!.idHash);
      await audit(request, { action: 'sign-out', target: `operator:${request.operator!.id}` });
      return reply.clearCookie(SESSION_COOKIE, SESSION_COOKIE_OPTIONS).code(204).send();
    },
  );

  app.delete(
    '/sessions',
    { config: { roles: SIGNED_IN }, schema: { summary: 'Sign out everywhere', response: adminAnswers({ 204: noContent }) } },
    async (request, reply) => {
      const ended = await endOperatorSessions(app.db, request.operator!.id).returning();
      await audit(request, {
        action: 'sign-out-everywhere',
        target: `operator:${request.operator!.id}`,
        details: { sessions: ended.length },
      });
      return reply.clearCookie(SESSION_COOKIE, SESSION_COOKIE_OPTIONS).code(204).send();
    },
  );
}
