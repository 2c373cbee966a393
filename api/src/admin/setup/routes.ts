// The set-up link's two calls (docs/admin.md "Setup link"): check it (whose link is it?), then set the password.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operators } from '../../db/schema';
import { audit } from '../audit';
import { ANYONE } from '../guard';
import { hashPassword, passwordProblem, PASSWORD_MAX_LENGTH } from '../passwords';
import { adminAnswers, bodyOf, errorSchema, noContent } from '../schemas';
import { endOperatorSessions } from '../sessions';
import { checkSetupLink, SETUP_LINK_REFUSED, useSetupLink } from '../setupLinks';

const token = { type: 'string', minLength: 1, maxLength: 200 } as const;
const refused = { error: 'setup-link', message: SETUP_LINK_REFUSED } as const;

export default async function setupRoutes(app: FastifyInstance) {
  app.post<{ Body: { token: string } }>(
    '/setup/check',
    {
      config: { roles: ANYONE },
      schema: {
        summary: 'Whose set-up link this is',
        body: bodyOf({ token }, ['token']),
        response: adminAnswers({ 200: bodyOf({ email: { type: 'string' } }, ['email']), 410: errorSchema }),
      },
    },
    async (request, reply) => {
      const link = await checkSetupLink(app.db, request.body.token, app.adminSettings.now());
      return link ? { email: link.email } : reply.code(410).send(refused);
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/setup',
    {
      config: { roles: ANYONE },
      schema: {
        summary: 'Set the password through a set-up link',
        // Long enough that the password rule, not the schema, says what is wrong with a long password.
        body: bodyOf({ token, password: { type: 'string', maxLength: PASSWORD_MAX_LENGTH * 4 } }, ['token', 'password']),
        response: adminAnswers({ 204: noContent, 410: errorSchema, 422: errorSchema }),
      },
    },
    async (request, reply) => {
      const { token: given, password } = request.body;
      const link = await checkSetupLink(app.db, given, app.adminSettings.now());
      if (!link) return reply.code(410).send(refused);
      const problem = passwordProblem(password, link.email);
      if (problem) return reply.code(422).send({ error: 'password', message: problem });
      const passwordHash = await hashPassword(password);
      const done = await app.db.transaction(async (tx) => {
        const now = app.adminSettings.now();
        const operatorId = await useSetupLink(tx, given, now);
        if (operatorId === null) return false;
        await tx.update(operators).set({ password_hash: passwordHash, updated_at: now }).where(eq(operators.id, operatorId));
        // A new password ends whatever sessions the old one had opened.
        await endOperatorSessions(tx, operatorId);
        await audit(request, { action: 'password-set', target: `operator:${operatorId}`, details: { email: link.email } }, tx);
        return true;
      });
      return done ? reply.code(204).send() : reply.code(410).send(refused);
    },
  );
}
