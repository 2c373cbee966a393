// GET /api/projects-list (also the site's "projects check") and /api/projects-list/{id}.
import type { FastifyInstance } from 'fastify';
import { encodedImageList, encodeImageList, integer, optionalText, record, text } from './common';
import { registerContentRoutes } from './contentRoutes';

const projectSchema = record({
  id: integer,
  title: text,
  description: text,
  details: optionalText,
  notes: optionalText,
  banner: text,
  images: encodedImageList,
  client_name: optionalText,
  project_manager: optionalText,
  location: optionalText,
  status: optionalText,
  start_date: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
  end_date: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
  budget: { type: ['number', 'null'], description: 'US dollars' },
});

export default async function projectRoutes(app: FastifyInstance) {
  registerContentRoutes(app, {
    listUrl: '/projects-list',
    detailUrl: '/projects-list/:id',
    noun: 'Project',
    itemSchema: projectSchema,
    list: app.repositories.projects.list,
    findById: app.repositories.projects.findById,
    toItem: (project) => ({ ...project, images: encodeImageList(project.images) }),
  });
}
