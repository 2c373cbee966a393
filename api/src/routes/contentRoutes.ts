// The usual pair of read routes: GET <list> answers a plain JSON array, GET <list>/{id} one plain object.
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, listOf, notFound, readErrors, type IdParams } from './common';

type JsonSchema = Record<string, unknown>;

export interface ContentRoutes<Row> {
  /** e.g. "/service" */
  listUrl: string;
  /** e.g. "/service/:id"; omitted for resources the site only lists. */
  detailUrl?: string;
  /** Used in 404 messages: "Service 12 not found". */
  noun: string;
  itemSchema: JsonSchema;
  list(): Promise<Row[]>;
  findById?(id: number): Promise<Row | null>;
  /** Row -> wire shape (e.g. JSON-encoding image lists). */
  toItem(row: Row): unknown;
  /** The list's shape when it is leaner than the detail's (team members). */
  listItemSchema?: JsonSchema;
  toListItem?(row: Row): unknown;
}

export function registerContentRoutes<Row>(app: FastifyInstance, routes: ContentRoutes<Row>): void {
  const toListItem = routes.toListItem ?? routes.toItem;
  app.get(
    routes.listUrl,
    { schema: { response: { 200: listOf(routes.listItemSchema ?? routes.itemSchema), 500: readErrors[500] } } },
    async () => (await routes.list()).map(toListItem),
  );

  const { detailUrl, findById } = routes;
  if (!detailUrl || !findById) return;
  app.get<{ Params: IdParams }>(
    detailUrl,
    { schema: { params: idParamsSchema, response: { 200: routes.itemSchema, ...readErrors } } },
    async (request) => {
      const id = Number(request.params.id);
      const row = await findById(id);
      if (!row) throw notFound(routes.noun, id);
      return routes.toItem(row);
    },
  );
}
