// GET /api/teams-list (card fields only) and /api/teams-list/{id} (contact details and social links too).
import type { FastifyInstance } from 'fastify';
import { integer, optionalText, record, text } from './common';
import { registerContentRoutes } from './contentRoutes';

const cardFields = { id: integer, image: text, title: text, full_name: text };

const teamMemberSchema = record({
  ...cardFields,
  position: text,
  email: text,
  phone1: text,
  phone2: optionalText,
  address: optionalText,
  facebookLink: optionalText,
  instagramLink: optionalText,
  tiktokLink: optionalText,
  twitterLink: optionalText,
  linkedInLink: optionalText,
  telegramLink: optionalText,
});

export default async function teamRoutes(app: FastifyInstance) {
  registerContentRoutes(app, {
    listUrl: '/teams-list',
    detailUrl: '/teams-list/:id',
    noun: 'Team member',
    itemSchema: teamMemberSchema,
    // The list serialiser writes only the card fields (spec §3: the list has id, image, title, full_name).
    listItemSchema: record(cardFields),
    list: app.repositories.teamMembers.list,
    findById: app.repositories.teamMembers.findById,
    toItem: (member) => member,
  });
}
