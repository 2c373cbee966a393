// The content as operators edit it (issue 33), read side: for every content type of the registry, in a loop, a page
// of its records (search, sort, pagination) and one record, as a bundle holds them (picture lists as lists, dates as
// ISO strings); the single business setup as one record. Editors and admins. Writes come next (docs/wip-i33-registry.md).
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { contentKeys, contentPath, contentType, describeFields } from '@starfamily/shared/entities';
import { tableOf, type ContentTable } from '../../content/contentTables';
import { answerSchema, toAnswer } from '../../routes/answers';
import { HttpError, idParamsSchema, notFound, type IdParams } from '../../routes/common';
import { searchWords } from '../inbox/inboxQuery';
import { SIGNED_IN } from '../guard';
import { adminAnswers, printable, record } from '../schemas';

interface ListQuery {
  q?: string;
  sort?: string;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const SEARCHED_KINDS = new Set(['name', 'text', 'optionalText']);

export default async function contentRoutes(app: FastifyInstance) {
  const roles = SIGNED_IN;
  for (const key of contentKeys) {
    const { entity, many, one, single, order: listOrder } = contentType(key);
    const table = tableOf[key] as ContentTable;
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const recordSchema = answerSchema(entity);
    const toRecord = toAnswer(entity);
    const path = `/content/${contentPath(key)}`;
    const findById = async (id: number) => (await app.db.select().from(table as PgTable).where(eq(table.id, id)).limit(1))[0] ?? null;

    if (single) {
      app.get(path, { config: { roles }, schema: { summary: `The ${one.toLowerCase()}`, tags: ['content'], response: adminAnswers({ 200: recordSchema }) } }, async () => {
        const [row] = await app.db.select().from(table as PgTable).orderBy(asc(table.id)).limit(1);
        if (!row) throw new HttpError(404, `There are no ${one.toLowerCase()} yet`);
        return toRecord(row);
      });
      continue;
    }

    const fields = describeFields(key);
    const searched = fields.filter((field) => SEARCHED_KINDS.has(field.kind)).map((field) => columns[field.name]!);
    // Each word in one of the text fields; strpos over lower-cased text needs no escaping of LIKE's % and _.
    const haystack = sql`lower(${sql.join(searched.map((column) => sql`coalesce(${column}, '')`), sql`|| E'\\n' ||`)})`;
    const defaultOrder = listOrder === 'newest' ? [desc(columns.created_at!), desc(table.id)] : [asc(table.id)];
    app.get<{ Querystring: ListQuery }>(
      path,
      {
        config: { roles },
        schema: {
          summary: `${many}: a page, searched and sorted`,
          tags: ['content'],
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
      async (request) => {
        const { q, sort, order, page, perPage } = request.query;
        const where: SQL | undefined = and(...searchWords(q).map((word) => sql`strpos(${haystack}, ${word}) > 0`));
        const direction = order === 'desc' ? desc : asc;
        // id breaks ties, so pages never overlap.
        const orderBy = sort ? [direction(columns[sort]!), direction(table.id)] : defaultOrder;
        const rows = await app.db.select().from(table as PgTable).where(where).orderBy(...orderBy).limit(perPage).offset((page - 1) * perPage);
        const [counted] = await app.db.select({ total: count() }).from(table as PgTable).where(where);
        return { items: rows.map(toRecord), total: Number(counted?.total ?? 0), page, perPage };
      },
    );

    app.get<{ Params: IdParams }>(
      `${path}/:id`,
      { config: { roles }, schema: { summary: `One ${one.toLowerCase()}`, tags: ['content'], params: idParamsSchema, response: adminAnswers({ 200: recordSchema }) } },
      async (request) => {
        const id = Number(request.params.id);
        const row = await findById(id);
        if (!row) throw notFound(one, id);
        return toRecord(row);
      },
    );
  }
}
