// The content as operators edit it (docs/content-editing.md, "Content"): for every content type of the registry, in a
// loop, the working copy (each record's draft where it has one, with `_revision` and `_draft`): a page searched and
// sorted, one record; and writes, all as drafts: create, save, delete, discard, schedule, and what links to a record.
// The single business setup is one record (GET and PUT on the type's path). Editors and admins; every change audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentKeys, contentPath, contentType, describeFields, type ContentKey } from '@starfamily/shared/entities';
import { createDraft, discardDraft, saveDraft, scheduleDraft } from '../../content/draftWrites';
import { workingCopy, workingRecordOf } from '../../content/drafts';
import { linksTo } from '../../content/links';
import { answerSchema } from '../../routes/answers';
import { HttpError, idParamsSchema, notFound, type IdParams } from '../../routes/common';
import { audit } from '../audit';
import { SIGNED_IN } from '../guard';
import { adminAnswers, bodyOf, errorSchema, invalidSchema, noContent, printable, record } from '../schemas';
import { recordInput } from './recordInput';
import { pageOf, type ListQuery } from './workingList';

const draftSchema = {
  anyOf: [
    { type: 'null' },
    record({
      state: { type: 'string', enum: ['changed', 'new', 'deleted'] },
      updatedBy: { type: ['string', 'null'] },
      updatedAt: { type: 'string', format: 'date-time' },
      publishAt: { type: ['string', 'null'], format: 'date-time' },
    }),
  ],
} as const;

/** A record as operators edit it: its fields, the revision a save sends back, and its draft's state. */
function workingSchema(key: ContentKey) {
  const schema = answerSchema(contentType(key).entity);
  return { ...schema, required: [...schema.required, '_revision', '_draft'], properties: { ...schema.properties, _revision: { type: 'string' }, _draft: draftSchema } };
}

const revision = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[dp][0-9a-f]+$' } as const;
/** Any JSON object: the bundle's record rules check it field by field (recordInput.ts), so every field gets its message. */
const recordBody = { type: 'object' } as const;
const saveBody = { type: 'object', required: ['_revision'], properties: { _revision: revision } } as const;
const linksSchema = { type: 'array', items: record({ type: { type: 'string' }, id: { type: 'integer' }, label: { type: 'string' } }) } as const;

type SaveBody = Record<string, unknown> & { _revision: string };

export default async function contentRoutes(app: FastifyInstance) {
  const roles = SIGNED_IN;
  const writer = (request: FastifyRequest) => ({ operatorId: request.operator!.id, at: app.adminSettings.now() });
  const target = (key: ContentKey, id: number) => `${key}:${id}`;

  for (const key of contentKeys) {
    const { many, one, single } = contentType(key);
    const recordSchema = workingSchema(key);
    const path = `/content/${contentPath(key)}`;
    const tags = ['content'];
    const working = async (id: number) => {
      const { record: found } = await workingRecordOf(app.db, key, id);
      if (!found) throw notFound(one, id);
      return found;
    };
    const save = async (request: FastifyRequest<{ Body: SaveBody }>, id: number) => {
      const data = await recordInput(key, request.body, id);
      await saveDraft(app.db, key, id, data, request.body._revision, writer(request));
      await audit(request, { action: 'content-saved', target: target(key, id), details: { type: key } });
      return working(id);
    };

    if (single) {
      const theRecord = async () => {
        const [first] = await workingCopy(app.db, key);
        if (!first) throw new HttpError(404, `There are no ${one.toLowerCase()} yet`);
        return first;
      };
      app.get(path, { config: { roles }, schema: { summary: `The ${one.toLowerCase()}`, tags, response: adminAnswers({ 200: recordSchema }) } }, theRecord);
      app.put<{ Body: SaveBody }>(
        path,
        { config: { roles }, schema: { summary: `Saves the ${one.toLowerCase()} as a draft`, tags, body: saveBody, response: adminAnswers({ 200: recordSchema, 400: invalidSchema, 409: errorSchema }) } },
        async (request) => save(request, (await theRecord()).id as number),
      );
      continue;
    }

    const fields = describeFields(key);
    app.get<{ Querystring: ListQuery }>(
      path,
      {
        config: { roles },
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
              page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
              perPage: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
            },
          },
          response: adminAnswers({
            200: record({ items: { type: 'array', items: recordSchema }, total: { type: 'integer' }, page: { type: 'integer' }, perPage: { type: 'integer' } }),
          }),
        },
      },
      async (request) => pageOf(key, await workingCopy(app.db, key), request.query),
    );

    app.post<{ Body: Record<string, unknown> }>(
      path,
      { config: { roles }, schema: { summary: `A new ${one.toLowerCase()}, as a draft`, tags, body: recordBody, response: adminAnswers({ 201: recordSchema, 400: invalidSchema }) } },
      async (request, reply) => {
        const data = await recordInput(key, request.body, undefined);
        const id = await createDraft(app.db, key, data, writer(request));
        await audit(request, { action: 'content-created', target: target(key, id), details: { type: key } });
        return reply.code(201).send(await working(id));
      },
    );

    app.get<{ Params: IdParams }>(
      `${path}/:id`,
      { config: { roles }, schema: { summary: `One ${one.toLowerCase()}, working copy`, tags, params: idParamsSchema, response: adminAnswers({ 200: recordSchema }) } },
      async (request) => working(Number(request.params.id)),
    );

    app.put<{ Params: IdParams; Body: SaveBody }>(
      `${path}/:id`,
      {
        config: { roles },
        schema: { summary: `Saves a ${one.toLowerCase()} as a draft`, tags, params: idParamsSchema, body: saveBody, response: adminAnswers({ 200: recordSchema, 400: invalidSchema, 409: errorSchema }) },
      },
      async (request) => save(request, Number(request.params.id)),
    );

    app.delete<{ Params: IdParams; Querystring: { revision: string } }>(
      `${path}/:id`,
      {
        config: { roles },
        schema: {
          summary: `Deletes a ${one.toLowerCase()} on the next publish (a never-published one at once)`,
          tags,
          params: idParamsSchema,
          querystring: { type: 'object', additionalProperties: false, required: ['revision'], properties: { revision } },
          response: adminAnswers({ 204: noContent, 409: errorSchema }),
        },
      },
      async (request, reply) => {
        const id = Number(request.params.id);
        await saveDraft(app.db, key, id, null, request.query.revision, writer(request));
        await audit(request, { action: 'content-deleted', target: target(key, id), details: { type: key } });
        return reply.code(204).send();
      },
    );

    app.delete<{ Params: IdParams }>(
      `${path}/:id/draft`,
      { config: { roles }, schema: { summary: `Discards a ${one.toLowerCase()}'s draft`, tags, params: idParamsSchema, response: adminAnswers({ 204: noContent }) } },
      async (request, reply) => {
        const id = Number(request.params.id);
        await discardDraft(app.db, key, id);
        await audit(request, { action: 'content-draft-discarded', target: target(key, id), details: { type: key } });
        return reply.code(204).send();
      },
    );

    app.put<{ Params: IdParams; Body: { publishAt: string | null } }>(
      `${path}/:id/schedule`,
      {
        config: { roles },
        schema: {
          summary: `Schedules (or, with null, stops scheduling) the publishing of a ${one.toLowerCase()}'s draft`,
          tags,
          params: idParamsSchema,
          body: bodyOf({ publishAt: { type: ['string', 'null'], format: 'date-time' } }, ['publishAt']),
          response: adminAnswers({ 200: recordSchema }),
        },
      },
      async (request) => {
        const id = Number(request.params.id);
        const publishAt = request.body.publishAt === null ? null : new Date(request.body.publishAt);
        await scheduleDraft(app.db, key, id, publishAt, writer(request));
        await audit(request, { action: 'content-scheduled', target: target(key, id), details: { type: key, publishAt: publishAt?.toISOString() ?? null } });
        return working(id);
      },
    );

    app.get<{ Params: IdParams }>(
      `${path}/:id/links`,
      { config: { roles }, schema: { summary: `What refers to a ${one.toLowerCase()}`, tags, params: idParamsSchema, response: adminAnswers({ 200: linksSchema }) } },
      async (request) => {
        const id = Number(request.params.id);
        await working(id);
        return linksTo(app.db, key, id);
      },
    );
  }
}
