// The routes of one record as operators edit it, the same for a list's record (`/content/products/:id`) and the single
// business setup (`/content/business-setup`): read the working copy, save a draft, discard it, schedule it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentType, type ContentKey } from '@starfamily/shared/entities';
import { discardDraft, saveDraft, scheduleDraft } from '../../content/draftWrites';
import { positionField } from '../../content/ordering';
import type { WorkingRecord } from '../../content/drafts';
import { idParamsSchema } from '../../routes/common';
import { audit } from '../audit';
import { SIGNED_IN } from '../guard';
import { adminAnswers, bodyOf, errorSchema, invalidSchema, noContent } from '../schemas';
import { recordInput } from './recordInput';
import { saveBody, writerOf, type SaveBody } from './schemas';

export interface RecordRoutes {
  key: ContentKey;
  /** `/content/products/:id`, or the single type's `/content/business-setup`. */
  path: string;
  /** The record's id from the request (the address's, or the single record's). */
  idOf: (request: FastifyRequest) => Promise<number>;
  /** The record, working copy; 404 when there is none. */
  working: (id: number) => Promise<WorkingRecord>;
  recordSchema: Record<string, unknown>;
}

export function recordRoutes(app: FastifyInstance, { key, path, idOf, working, recordSchema }: RecordRoutes) {
  const config = { roles: SIGNED_IN };
  const tags = ['content'];
  const { one, single } = contentType(key);
  const name = single ? `the ${one.toLowerCase()}` : `a ${one.toLowerCase()}`;
  const params = single ? {} : { params: idParamsSchema };
  const target = (id: number) => `${key}:${id}`;
  const position = positionField(key);

  app.get(
    path,
    {
      config,
      schema: {
        summary: single ? `The ${one.toLowerCase()}, working copy` : `One ${one.toLowerCase()}, working copy`,
        tags,
        ...params,
        response: adminAnswers({ 200: recordSchema }),
      },
    },
    async (request) => working(await idOf(request)),
  );

  app.put<{ Body: SaveBody }>(
    path,
    {
      config,
      schema: {
        summary: `Saves ${name} as a draft`,
        tags,
        ...params,
        body: saveBody,
        response: adminAnswers({ 200: recordSchema, 400: invalidSchema, 409: errorSchema }),
      },
    },
    async (request) => {
      const id = await idOf(request);
      // The position is set by reordering: a save that leaves it out keeps the record's.
      const body = position && !(position in request.body) ? { ...request.body, [position]: (await working(id))[position] } : request.body;
      const data = await recordInput(key, body, id);
      await saveDraft(app.db, key, id, data, request.body._revision, writerOf(request));
      await audit(request, { action: 'content-saved', target: target(id), details: { type: key } });
      return working(id);
    },
  );

  app.delete(
    `${path}/draft`,
    { config, schema: { summary: `Discards ${name}'s draft`, tags, ...params, response: adminAnswers({ 204: noContent }) } },
    async (request, reply) => {
      const id = await idOf(request);
      await discardDraft(app.db, key, id);
      await audit(request, { action: 'content-draft-discarded', target: target(id), details: { type: key } });
      return reply.code(204).send();
    },
  );

  app.put<{ Body: { publishAt: string | null } }>(
    `${path}/schedule`,
    {
      config,
      schema: {
        summary: `Schedules (or, with null, stops scheduling) the publishing of ${name}'s draft`,
        tags,
        ...params,
        body: bodyOf({ publishAt: { type: ['string', 'null'], format: 'date-time' } }, ['publishAt']),
        response: adminAnswers({ 200: recordSchema }),
      },
    },
    async (request) => {
      const id = await idOf(request);
      const publishAt = request.body.publishAt === null ? null : new Date(request.body.publishAt);
      await scheduleDraft(app.db, key, id, publishAt, writerOf(request));
      await audit(request, {
        action: 'content-scheduled',
        target: target(id),
        details: { type: key, publishAt: publishAt?.toISOString() ?? null },
      });
      return working(id);
    },
  );
}
