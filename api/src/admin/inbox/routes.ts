// The enquiry inbox for editors and admins (docs/admin.md "Operations"): the list the open inbox polls, one item, a
// change of status or note (audited with from/to), and the messages CSV, the same as `npm run messages -- export`.
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { InboxStatus } from '../../db/schema';
import { messageRows, messagesCsv, parseSince } from '../../operator/messages';
import { notFound } from '../../routes/common';
import { audit } from '../audit';
import { SIGNED_IN } from '../guard';
import { adminAnswers } from '../schemas';
import type { InboxKind } from './inboxQuery';
import { inboxRepository, type InboxChange } from './inboxRepository';
import {
  changeBodySchema,
  csvAnswer,
  csvQuerySchema,
  itemParamsSchema,
  itemSchema,
  listQuerySchema,
  pageSchema,
  statusSchema,
} from './schemas';

interface ItemParams {
  kind: InboxKind;
  id: string;
}

interface ListQuery {
  q?: string;
  kind?: InboxKind;
  status?: InboxStatus;
  page: number;
  perPage: number;
}

/** A refused change in words an operator can act on (Ajv's "must be equal to one of the allowed values" is not). */
function changeRefusal(issues: FastifySchemaValidationError[]): string {
  const issue = issues[0];
  const field = issue?.instancePath.replace(/^\//, '') ?? '';
  if (field === 'status') return `status must be one of ${statusSchema.enum.join(', ')}.`;
  if (field === 'note')
    return `note must be text of at most ${changeBodySchema.properties.note.maxLength} characters, without NUL characters or broken Unicode.`;
  return 'Send a JSON object with status (new, replied or closed) and/or note (text), and nothing else.';
}

export default async function inboxRoutes(app: FastifyInstance) {
  const inbox = inboxRepository(app.db);
  const roles = SIGNED_IN;

  app.get<{ Querystring: ListQuery }>(
    '/inbox',
    {
      config: { roles },
      schema: {
        summary: 'Contact messages and quote enquiries, newest first',
        querystring: listQuerySchema,
        response: adminAnswers({ 200: pageSchema }),
      },
    },
    async (request) => {
      const { q, kind, status, page, perPage } = request.query;
      return inbox.list({ q, kind, status }, page, perPage);
    },
  );

  app.get<{ Params: ItemParams }>(
    '/inbox/:kind/:id',
    {
      config: { roles },
      schema: { summary: 'One message with its enquiry lines', params: itemParamsSchema, response: adminAnswers({ 200: itemSchema }) },
    },
    async (request) => {
      const { kind, id } = request.params;
      return (await inbox.find(kind, Number(id))) ?? Promise.reject(notFound(kind === 'contact' ? 'Contact message' : 'Enquiry', id));
    },
  );

  app.patch<{ Params: ItemParams; Body: InboxChange }>(
    '/inbox/:kind/:id',
    {
      config: { roles },
      attachValidation: true,
      schema: {
        summary: 'Changes the status and/or the note (audited)',
        params: itemParamsSchema,
        body: changeBodySchema,
        response: adminAnswers({ 200: itemSchema }),
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const { validation, validationContext } = request.validationError;
        const message = validationContext === 'body' ? changeRefusal(validation) : request.validationError.message;
        return reply.code(400).send({ error: 'Bad Request', message });
      }
      // Unknown properties are dropped by the validator (Fastify's removeAdditional), so `{colour: 'red'}` arrives empty.
      if (request.body.status === undefined && request.body.note === undefined)
        return reply.code(400).send({ error: 'Bad Request', message: changeRefusal([]) });
      const { kind, id } = request.params;
      const target = `${kind}:${id}`;
      const changed = await inbox.change(kind, Number(id), request.body, request.operator!.id, async (tx, diff) => {
        if (diff.status) await audit(request, { action: 'inbox-status-changed', target, details: diff.status }, tx);
        if (diff.note) await audit(request, { action: 'inbox-note-changed', target, details: diff.note }, tx);
      });
      return changed ?? Promise.reject(notFound(kind === 'contact' ? 'Contact message' : 'Enquiry', id));
    },
  );

  app.get<{ Querystring: { since?: string } }>(
    '/inbox.csv',
    {
      config: { roles },
      schema: {
        summary: 'The messages CSV (as `npm run messages -- export`), as a download',
        querystring: csvQuerySchema,
        response: adminAnswers({ 200: csvAnswer }),
      },
    },
    async (request, reply) => {
      let since: Date | undefined;
      try {
        since = request.query.since === undefined || request.query.since === '' ? undefined : parseSince(request.query.since);
      } catch {
        return reply
          .code(400)
          .send({ error: 'Bad Request', message: 'since must be a day like 2026-11-01 or a moment like 2026-11-01T09:30:00Z.' });
      }
      const rows = await messageRows(app.db, since);
      await audit(request, { action: 'inbox-exported', target: null, details: { since: since?.toISOString() ?? null, rows: rows.length } });
      const day = app.adminSettings.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="starfamily-messages-${day}.csv"`)
        .send(messagesCsv(rows));
    },
  );
}
