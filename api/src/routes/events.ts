// GET /api/event_list (newest first) and /api/event_list/{id}; `images` is a JSON-encoded string, `created_at` ISO.
import type { FastifyInstance } from 'fastify';
import { encodedImageList, encodeImageList, integer, record, text } from './common';
import { registerContentRoutes } from './contentRoutes';

const eventSchema = record({
  id: integer,
  eventName: text,
  description: text,
  details: text,
  banner: text,
  images: encodedImageList,
  created_at: { type: 'string', description: 'ISO 8601 timestamp' },
});

export default async function eventRoutes(app: FastifyInstance) {
  registerContentRoutes(app, {
    listUrl: '/event_list',
    detailUrl: '/event_list/:id',
    noun: 'Event',
    itemSchema: eventSchema,
    list: app.repositories.events.list,
    findById: app.repositories.events.findById,
    toItem: (event) => ({ ...event, images: encodeImageList(event.images), created_at: event.created_at.toISOString() }),
  });
}
