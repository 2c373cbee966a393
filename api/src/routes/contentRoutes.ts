// The content's read routes: GET <list> answers a plain JSON array, GET <list>/{id} one plain object, each shaped by
// its entity's declaration (./answers.ts). Products and the business setup have routes of their own.
import type { FastifyInstance } from 'fastify';
import * as entities from '@starfamily/shared/entities';
import type { Entity, Fields } from '@starfamily/shared/entities';
import type { Repositories } from '../repositories';
import { answerSchema, toAnswer, type AnswerOptions } from './answers';
import { idParamsSchema, listOf, notFound, readErrors, type IdParams } from './common';

interface ContentRoutes<F extends Fields> extends AnswerOptions<F> {
  /** e.g. "/service" */
  listUrl: string;
  /** e.g. "/service/:id"; omitted for resources the site only lists. */
  detailUrl?: string;
  /** Used in 404 messages: "Service 12 not found". */
  noun: string;
  entity: Entity<F>;
  repository: Exclude<keyof Repositories, 'businessSetup' | 'products' | 'productCategories' | 'contactMessages' | 'enquiries' | 'outbox'>;
  /** The list's fields when it is leaner than the detail's (team members). */
  listFields?: readonly (keyof F & string)[];
}

const routes = <F extends Fields>(declaration: ContentRoutes<F>) => declaration as unknown as ContentRoutes<Fields>;

const CONTENT_ROUTES = [
  routes({ listUrl: '/hero_list', noun: 'Hero slide', entity: entities.heroSlide, repository: 'heroSlides' }),
  routes({ listUrl: '/service', detailUrl: '/service/:id', noun: 'Service', entity: entities.service, repository: 'services', encodedPictures: true }),
  // Also the site's "projects check".
  routes({ listUrl: '/projects-list', detailUrl: '/projects-list/:id', noun: 'Project', entity: entities.project, repository: 'projects', encodedPictures: true }),
  // Newest first (see the repository).
  routes({ listUrl: '/event_list', detailUrl: '/event_list/:id', noun: 'Event', entity: entities.event, repository: 'events', encodedPictures: true }),
  routes({
    listUrl: '/teams-list',
    detailUrl: '/teams-list/:id',
    noun: 'Team member',
    entity: entities.teamMember,
    repository: 'teamMembers',
    // Spec §3: the list has id, image, title, full_name; a member's page has the contact details and links too.
    listFields: ['id', 'image', 'title', 'full_name'],
  }),
  routes({ listUrl: '/testimonial-list', noun: 'Testimonial', entity: entities.testimonial, repository: 'testimonials', encodedPictures: true }),
  routes({ listUrl: '/partners-list', noun: 'Partner', entity: entities.partner, repository: 'partners' }),
  // The "Our Business" sliders.
  routes({ listUrl: '/farms-list', noun: 'Farm', entity: entities.farm, repository: 'farms' }),
  routes({ listUrl: '/warehouses-list', noun: 'Warehouse', entity: entities.warehouse, repository: 'warehouses' }),
  routes({ listUrl: '/sister-companies-list', noun: 'Sister company', entity: entities.sisterCompany, repository: 'sisterCompanies' }),
];

export default async function contentRoutes(app: FastifyInstance) {
  for (const { listUrl, detailUrl, noun, entity, repository, listFields, ...answer } of CONTENT_ROUTES) {
    const { list, findById } = app.repositories[repository] as {
      list(): Promise<Record<string, unknown>[]>;
      findById?(id: number): Promise<Record<string, unknown> | null>;
    };
    const toListItem = toAnswer(entity, { ...answer, only: listFields });
    app.get(
      listUrl,
      { schema: { response: { 200: listOf(answerSchema(entity, { ...answer, only: listFields })), 500: readErrors[500] } } },
      async () => (await list()).map(toListItem),
    );
    if (!detailUrl || !findById) continue;
    const toItem = toAnswer(entity, answer);
    app.get<{ Params: IdParams }>(
      detailUrl,
      { schema: { params: idParamsSchema, response: { 200: answerSchema(entity, answer), ...readErrors } } },
      async (request) => {
        const id = Number(request.params.id);
        const row = await findById(id);
        if (!row) throw notFound(noun, id);
        return toItem(row);
      },
    );
  }
}
