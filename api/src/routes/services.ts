// GET /api/service and /api/service/{id}. `images` stays a JSON-encoded string, as the original backend sent it.
import type { FastifyInstance } from 'fastify';
import { encodedImageList, encodeImageList, integer, record, text } from './common';
import { registerContentRoutes } from './contentRoutes';

const serviceSchema = record({
  id: integer,
  serviceName: text,
  description: text,
  details: text,
  banner: text,
  images: encodedImageList,
  icon: text,
});

export default async function serviceRoutes(app: FastifyInstance) {
  registerContentRoutes(app, {
    listUrl: '/service',
    detailUrl: '/service/:id',
    noun: 'Service',
    itemSchema: serviceSchema,
    list: app.repositories.services.list,
    findById: app.repositories.services.findById,
    toItem: (service) => ({ ...service, images: encodeImageList(service.images) }),
  });
}
