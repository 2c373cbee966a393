// The content as operators edit it (docs/content-editing.md, "Content"): for every content type of the registry, in a
// loop, the working copy (each record's draft where it has one, with `_revision` and `_draft`) and writes, all as
// drafts. A list has a page searched and sorted, new records, deletion and what links to a record; every record (the
// single business setup too, at the type's path) is read, saved, discarded and scheduled by recordRoutes.ts; a type
// whose operators set the order (content/ordering.ts) is put in order at `<path>/order`.
// Editors and admins; every change audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentKeys, contentPath, contentType, describeFields } from '@starfamily/shared/entities';
import { createDraft, saveDraft, saveOrder } from '../../content/draftWrites';
import { workingCopy, workingRecordOf } from '../../content/drafts';
import { linksTo } from '../../content/links';
import { nextPosition, positionField } from '../../content/ordering';
import { HttpError, idParamsSchema, notFound, type IdParams } from '../../routes/common';
import { audit } from '../audit';
import { SIGNED_IN } from '../guard';
import {
  adminAnswers,
  bodyOf,
  errorSchema,
  invalidSchema,
  noContent,
  pageQueryProperties,
  pageSchemaOf,
  printable,
  record,
} from '../schemas';
import { recordInput } from './recordInput';
import { recordRoutes } from './recordRoutes';
import { recordBody, revisionSchema, workingSchema, writerOf } from './schemas';
import { pageOf, type ListQuery } from './workingList';

const linksSchema = {
  type: 'array',
  items: record({ type: { type: 'string' }, id: { type: 'integer' }, label: { type: 'string' } }),
} as const;

export default async function contentRoutes(app: FastifyInstance) {
  const config = { roles: SIGNED_IN };
  const tags = ['content'];

  for (const key of contentKeys) {
    const { many, one, single } = contentType(key);
    const recordSchema = workingSchema(key);
    const path = `/content/${contentPath(key)}`;
    const working = async (id: number) => {
      const { record: found } = await workingRecordOf(app.db, key, id);
      if (!found) throw notFound(one, id);
      return found;
    };

    if (single) {
      const idOf = async () => {
        const [first] = await workingCopy(app.db, key);
        if (!first) throw new HttpError(404, `There are no ${one.toLowerCase()} yet`);
        return first.id as number;
      };
      recordRoutes(app, { key, path, idOf, working, recordSchema });
      continue;
    }

    const idOf = async (request: FastifyRequest) => Number((request.params as IdParams).id);
    recordRoutes(app, { key, path: `${path}/:id`, idOf, working, recordSchema });

    const fields = describeFields(key);
    const position = positionField(key);
    app.get<{ Querystring: ListQuery }>(
      path,
      {
        config,
        schema: {
          summary: `${many}: a page of the working copy, searched and sorted`,
          tags,
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              q: printable(200),
              sort: { type: 'string', enum: fields.map((field) => field.name) },
              order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
              ...pageQueryProperties,
            },
          },
          response: adminAnswers({
            200: pageSchemaOf(recordSchema),
          }),
        },
      },
      async (request) => pageOf(key, await workingCopy(app.db, key), request.query),
    );

    app.post<{ Body: Record<string, unknown> }>(
      path,
      {
        config,
        schema: {
          summary: `A new ${one.toLowerCase()}, as a draft`,
          tags,
          body: recordBody,
          response: adminAnswers({ 201: recordSchema, 400: invalidSchema }),
        },
      },
      async (request, reply) => {
        // A new record of an ordered type comes last.
        const body =
          position && !(position in request.body)
            ? { ...request.body, [position]: nextPosition(position, await workingCopy(app.db, key)) }
            : request.body;
        const data = await recordInput(key, body, undefined);
        const id = await createDraft(app.db, key, data, writerOf(request));
        await audit(request, { action: 'content-created', target: `${key}:${id}`, details: { type: key } });
        return reply.code(201).send(await working(id));
      },
    );

    app.delete<{ Params: IdParams; Querystring: { revision: string } }>(
      `${path}/:id`,
      {
        config,
        schema: {
          summary: `Deletes a ${one.toLowerCase()} on the next publish (a never-published one at once)`,
          tags,
          params: idParamsSchema,
          querystring: { type: 'object', additionalProperties: false, required: ['revision'], properties: { revision: revisionSchema } },
          response: adminAnswers({ 204: noContent, 409: errorSchema }),
        },
      },
      async (request, reply) => {
        const id = Number(request.params.id);
        await saveDraft(app.db, key, id, null, request.query.revision, writerOf(request));
        await audit(request, { action: 'content-deleted', target: `${key}:${id}`, details: { type: key } });
        return reply.code(204).send();
      },
    );

    // Every list type has the route, so a type whose order is not set by operators answers 404 (saveOrder) rather
    // than the record route's 400 for the id "order".
    app.put<{ Body: { ids: number[] } }>(
      `${path}/order`,
      {
        config,
        schema: {
          summary: position
            ? `Puts the ${many.toLowerCase()} in order: a draft of each that moves; answers them all, in the new order`
            : `${many} are not put in order by operators: 404`,
          tags,
          body: bodyOf({ ids: { type: 'array', maxItems: 10_000, items: { type: 'integer', minimum: 1 } } }, ['ids']),
          response: adminAnswers({ 200: { type: 'array', items: recordSchema }, 409: errorSchema }),
        },
      },
      async (request) => {
        const saved = await saveOrder(app.db, key, request.body.ids, writerOf(request));
        await audit(request, { action: 'content-reordered', target: key, details: { type: key, ids: request.body.ids, saved } });
        return pageOf(key, await workingCopy(app.db, key), { order: 'asc', page: 1, perPage: Number.MAX_SAFE_INTEGER }).items;
      },
    );

    app.get<{ Params: IdParams }>(
      `${path}/:id/links`,
      {
        config,
        schema: {
          summary: `What refers to a ${one.toLowerCase()}`,
          tags,
          params: idParamsSchema,
          response: adminAnswers({ 200: linksSchema }),
        },
      },
      async (request) => {
        const id = Number(request.params.id);
        await working(id);
        return linksTo(app.db, key, id);
      },
    );
  }
}
