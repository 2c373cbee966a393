// Publishing and history (docs/content-editing.md, "Publishing and history"): the pending drafts, publishing a release
// of them (or all) as one version, the versions newest first, what one changed, and restoring one (admins only).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentKeys, type ContentKey } from '@starfamily/shared/entities';
import { draftInfo, labelOf, publishedRecords, storedDrafts } from '../../content/drafts';
import { publishDrafts, restoreVersion, type Selection } from '../../content/publish';
import { BundleValidationError } from '../../content/validateBundle';
import { listVersions, versionWithChanges } from '../../content/versions';
import { HttpError, idParamsSchema, type IdParams } from '../../routes/common';
import { audit } from '../audit';
import { SIGNED_IN } from '../guard';
import { adminAnswers, errorSchema, invalidSchema, pageQueryProperties, pageSchemaOf, record } from '../schemas';

const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

const pendingDraftSchema = record({
  type: { type: 'string', enum: contentKeys },
  id: { type: 'integer' },
  label: { type: 'string' },
  state: { type: 'string', enum: ['changed', 'new', 'deleted'] },
  updatedBy: nullableString,
  updatedAt: dateTime,
  publishAt: { type: ['string', 'null'], format: 'date-time' },
});

const versionProperties = {
  id: { type: 'integer' },
  createdAt: dateTime,
  createdBy: nullableString,
  kind: { type: 'string', enum: ['publish', 'rollback', 'import', 'scheduled'] },
  summary: { type: 'string' },
  restoredFrom: { type: ['integer', 'null'] },
  changes: { type: 'integer' },
} as const;
const versionSchema = record(versionProperties);
const answered = record({ version: versionSchema });

const itemChangeSchema = record({
  type: { type: 'string' },
  id: { type: 'integer' },
  label: { type: 'string' },
  change: { type: 'string', enum: ['added', 'changed', 'deleted'] },
  fields: { type: 'array', items: record({ name: { type: 'string' }, label: { type: 'string' }, before: {}, after: {} }) },
});

const publishBody = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['drafts'],
      properties: {
        drafts: {
          type: 'array',
          minItems: 1,
          maxItems: 1000,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['type', 'id'],
            properties: { type: { type: 'string', enum: contentKeys }, id: { type: 'integer', minimum: 1 } },
          },
        },
      },
    },
    { type: 'object', additionalProperties: false, required: ['all'], properties: { all: { const: true } } },
  ],
} as const;

type PublishBody = { drafts: { type: ContentKey; id: number }[] } | { all: true };

export default async function publishRoutes(app: FastifyInstance) {
  const tags = ['publishing'];
  const publisher = (request: FastifyRequest) => ({ createdBy: request.operator!.id, at: app.adminSettings.now() });
  const options = () => ({ storageDir: app.pictures.storageDir, log: app.log });
  /** The new version as GET /versions lists it. */
  const summaryOf = async (id: number) => {
    const { items: _items, ...version } = (await versionWithChanges(app.db, id))!;
    return version;
  };
  /** A result that is not a valid site is refused whole, with the bundle's own messages. */
  const refusingInvalid = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof BundleValidationError)) throw error;
      throw new HttpError(400, `${what}: the site's content would not be valid. Nothing was changed.`, { problems: error.problems });
    }
  };

  app.get(
    '/drafts',
    {
      config: { roles: SIGNED_IN },
      schema: { summary: 'Every pending draft', tags, response: adminAnswers({ 200: { type: 'array', items: pendingDraftSchema } }) },
    },
    async () => {
      const drafts = await storedDrafts(app.db);
      return Promise.all(
        drafts.map(async (draft) => {
          const key = draft.type as ContentKey;
          const [published] = draft.data ? [] : await publishedRecords(app.db, key, draft.record_id);
          return { type: key, id: draft.record_id, label: labelOf(key, draft.data ?? published), ...draftInfo(draft) };
        }),
      );
    },
  );

  app.post<{ Body: PublishBody }>(
    '/publish',
    {
      config: { roles: SIGNED_IN },
      schema: {
        summary: 'Publishes a release of drafts (or all of them) as one version',
        tags,
        body: publishBody,
        response: adminAnswers({ 200: answered, 400: invalidSchema, 409: errorSchema }),
      },
    },
    async (request) => {
      const selection: Selection = 'all' in request.body ? { all: true } : { drafts: request.body.drafts };
      const published = await refusingInvalid('Not published', () => publishDrafts(app.db, selection, publisher(request), options()));
      const version = await summaryOf(published!.version.id);
      const drafts = 'drafts' in selection ? selection.drafts.map(({ type, id }) => `${type}:${id}`) : 'all';
      await audit(request, { action: 'content-published', target: `version:${version.id}`, details: { drafts, summary: version.summary } });
      return { version };
    },
  );

  app.get<{ Querystring: { page: number; perPage: number } }>(
    '/versions',
    {
      config: { roles: SIGNED_IN },
      schema: {
        summary: 'The versions of the site content, newest first',
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: pageQueryProperties,
        },
        response: adminAnswers({ 200: pageSchemaOf(versionSchema) }),
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      return { ...(await listVersions(app.db, page, perPage)), page, perPage };
    },
  );

  app.get<{ Params: IdParams }>(
    '/versions/:id',
    {
      config: { roles: SIGNED_IN },
      schema: {
        summary: 'A version and what it changed against the one before',
        tags,
        params: idParamsSchema,
        response: adminAnswers({ 200: record({ ...versionProperties, items: { type: 'array', items: itemChangeSchema } }) }),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const version = await versionWithChanges(app.db, id);
      if (!version) throw new HttpError(404, `Version ${id} not found`);
      return version;
    },
  );

  app.post<{ Params: IdParams }>(
    '/versions/:id/restore',
    {
      config: { roles: SIGNED_IN },
      schema: {
        summary: "Publishes an earlier version's content as a new version (a rollback)",
        tags,
        params: idParamsSchema,
        response: adminAnswers({ 200: answered, 400: invalidSchema }),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const restored = await refusingInvalid(`Version ${id} was not restored`, () =>
        restoreVersion(app.db, id, publisher(request), options()),
      );
      const version = await summaryOf(restored.version.id);
      await audit(request, { action: 'content-restored', target: `version:${version.id}`, details: { restoredFrom: id } });
      return { version };
    },
  );
}
