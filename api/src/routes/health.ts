// GET /api/health: lets scripts and load balancers know the server is up (and its database answered at boot).
import type { FastifyInstance } from 'fastify';
import { record } from './common';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { response: { 200: record({ status: { type: 'string', enum: ['ok'] } }) } } }, () => ({
    status: 'ok' as const,
  }));
}
