// Accounts, for admins (docs/admin.md "Operations"): list, add (with a set-up link), change role or disabled, new link.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorRole } from '../../db/schema';
import { idParamsSchema, type IdParams } from '../../routes/common';
import { AccountError, addOperator, changeOperator, listOperators, resetOperator, type AccountsContext } from '../accounts';
import { ADMINS } from '../guard';
import { adminAnswers, bodyOf, emailSchema, errorSchema, operatorSummarySchema, roleSchema } from '../schemas';

function accountsContext(request: FastifyRequest): AccountsContext {
  const { db, adminSettings } = request.server;
  const operator = request.operator!;
  return { db, now: adminSettings.now, siteUrl: adminSettings.siteUrl, actor: { id: operator.id, email: operator.email, ip: request.ip } };
}

/** An AccountError as its answer; anything else is thrown on (a 500 through plugins/errors.ts). */
async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountError) return reply.code(error.status).send({ error: error.code, message: error.message });
    throw error;
  }
}

const setupUrlSchema = { type: 'string', description: 'The one-time set-up link (24 h)' } as const;

export default async function operatorRoutes(app: FastifyInstance) {
  app.get(
    '/operators',
    {
      config: { roles: ADMINS },
      schema: { summary: 'Every operator', response: adminAnswers({ 200: { type: 'array', items: operatorSummarySchema } }) },
    },
    () => listOperators(app.db),
  );

  app.post<{ Body: { email: string; role: OperatorRole } }>(
    '/operators',
    {
      config: { roles: ADMINS },
      schema: {
        summary: 'Add an operator; answers their set-up link',
        body: bodyOf({ email: emailSchema, role: roleSchema }, ['email', 'role']),
        response: adminAnswers({
          201: bodyOf({ operator: operatorSummarySchema, setupUrl: setupUrlSchema }, ['operator', 'setupUrl']),
          409: errorSchema,
          422: errorSchema,
        }),
      },
    },
    (request, reply) =>
      answering(reply, async () =>
        reply.code(201).send(await addOperator(accountsContext(request), request.body.email, request.body.role)),
      ),
  );

  app.patch<{ Params: IdParams; Body: { role?: OperatorRole; disabled?: boolean } }>(
    '/operators/:id',
    {
      config: { roles: ADMINS },
      schema: {
        summary: "Change an operator's role or disable them (which ends their sessions)",
        params: idParamsSchema,
        body: { ...bodyOf({ role: roleSchema, disabled: { type: 'boolean' } }, []), minProperties: 1 },
        response: adminAnswers({ 200: operatorSummarySchema, 409: errorSchema }),
      },
    },
    (request, reply) =>
      answering(reply, () => changeOperator(accountsContext(request), Number(request.params.id), request.body, request.operator!.id)),
  );

  app.post<{ Params: IdParams }>(
    '/operators/:id/setup-link',
    {
      config: { roles: ADMINS },
      schema: {
        summary: 'A new set-up link (earlier unused ones void)',
        params: idParamsSchema,
        response: adminAnswers({ 200: bodyOf({ setupUrl: setupUrlSchema }, ['setupUrl']) }),
      },
    },
    (request, reply) =>
      answering(reply, async () => ({ setupUrl: await resetOperator(accountsContext(request), Number(request.params.id)) })),
  );
}
