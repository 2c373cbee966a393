// Spellings of admin paths that match no admin route (`/API/ADMIN/operators`, `//api/admin/operators`, `/api/admin/x`)
// get what an admin route would answer a stranger, 401, before anything else looks at them; a signed-in operator gets
// 404 (or the 405 the methods plugin gives a known path). So no variant ever reaches a handler without the guard.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REFUSALS } from './guard';
import { isAdminPath } from './paths';
import { readSession, SESSION_COOKIE } from './sessions';

export default fp<{ now: () => Date }>(
  async (app: FastifyInstance, { now }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.roles !== undefined || request.method === 'OPTIONS' || !isAdminPath(request.url)) return undefined;
      reply.header('cache-control', 'no-store');
      const cookies = request.headers.cookie ? fastifyCookie.parse(request.headers.cookie) : {};
      if (!(await readSession(app.db, cookies[SESSION_COOKIE], now()))) return reply.code(401).send(REFUSALS.unauthenticated);
      if (request.is404) return reply.code(404).send({ error: 'Not Found', message: 'There is no such admin API address.' });
      return undefined;
    });
  },
  { name: 'admin-path-guard', dependencies: ['database'] },
);
