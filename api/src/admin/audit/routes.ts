// The audit log, for admins (docs/admin.md "Operations"): newest first, a page at a time, by action and by actor.
// Read only: no route changes or deletes an entry.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS, type AuditAction } from '@starfamily/shared/audit';
import { auditLog } from '../../db/schema';
import { ADMINS } from '../guard';
import { adminAnswers, printable, record } from '../schemas';

interface AuditQuery {
  page?: number;
  perPage?: number;
  action?: AuditAction;
  actor?: string;
}

const entrySchema = record({
  id: { type: 'integer' },
  at: { type: 'string', format: 'date-time' },
  actorEmail: { type: ['string', 'null'] },
  action: { type: 'string', enum: [...AUDIT_ACTIONS] },
  target: { type: ['string', 'null'] },
  ip: { type: ['string', 'null'] },
  details: { type: 'object', additionalProperties: true },
});

export default async function auditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    {
      config: { roles: ADMINS },
      schema: {
        summary: 'The audit log, newest first',
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            perPage: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
            action: { type: 'string', enum: [...AUDIT_ACTIONS] },
            actor: { ...printable(254), description: "The actor's email, or `cli`" },
          },
        },
        response: adminAnswers({
          200: record({
            items: { type: 'array', items: entrySchema },
            total: { type: 'integer' },
            page: { type: 'integer' },
            perPage: { type: 'integer' },
          }),
        }),
      },
    },
    async (request) => {
      const { page = 1, perPage = 50, action, actor } = request.query;
      const filters: SQL[] = [];
      if (action) filters.push(eq(auditLog.action, action));
      if (actor) filters.push(eq(auditLog.actor_email, actor.trim().toLowerCase()));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const rows = await app.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [counted] = await app.db.select({ total: count() }).from(auditLog).where(where);
      const items = rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actorEmail: row.actor_email,
        action: row.action,
        target: row.target,
        ip: row.ip,
        details: row.details,
      }));
      return { items, total: Number(counted?.total ?? 0), page, perPage };
    },
  );
}
