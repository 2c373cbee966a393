// The content's generic read routes, one pair for each registry type with `publicRoutes`: GET <list> answers a plain
// JSON array, GET <list>/{id} one plain object, each shaped by its entity's declaration (./answers.ts). Products and
// the business setup have routes of their own.
import type { FastifyInstance } from 'fastify';
import { contentType, listKeys, type ListKey } from '@starfamily/shared/entities';
import type { TableRepository } from '../repositories/tableRepository';
import { answerSchema, toAnswer } from './answers';
import { idParamsSchema, listOf, notFound, readErrors, type IdParams } from './common';

export default async function contentRoutes(app: FastifyInstance) {
  for (const key of listKeys) {
    const { entity, one, publicRoutes } = contentType(key);
    if (!publicRoutes) continue;
    const { listUrl, detailUrl, listFields, encodedPictures } = publicRoutes;
    const { list, findById } = app.repositories[key as Exclude<ListKey, 'productCategories'>] as TableRepository<Record<string, unknown>>;
    const listAnswer = { encodedPictures, only: listFields };
    const toListItem = toAnswer(entity, listAnswer);
    app.get(listUrl, { schema: { response: { 200: listOf(answerSchema(entity, listAnswer)), 500: readErrors[500] } } }, async () =>
      (await list()).map(toListItem),
    );
    if (!detailUrl) continue;
    const toItem = toAnswer(entity, { encodedPictures });
    app.get<{ Params: IdParams }>(
      detailUrl,
      { schema: { params: idParamsSchema, response: { 200: answerSchema(entity, { encodedPictures }), ...readErrors } } },
      async (request) => {
        const id = Number(request.params.id);
        const row = await findById(id);
        if (!row) throw notFound(one, id);
        return toItem(row);
      },
    );
  }
}
