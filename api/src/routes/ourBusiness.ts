// The "Our Business" sliders: GET /api/farms-list, /api/warehouses-list, /api/sister-companies-list.
import type { FastifyInstance } from 'fastify';
import { integer, optionalText, record, text } from './common';
import { registerContentRoutes } from './contentRoutes';

const siteFields = { id: integer, name: text, description: text, image: text, location: text, address: text, size: text, map_url: text };

export default async function ourBusinessRoutes(app: FastifyInstance) {
  const { farms, warehouses, sisterCompanies } = app.repositories;
  registerContentRoutes(app, {
    listUrl: '/farms-list',
    noun: 'Farm',
    itemSchema: record({ ...siteFields, crops: text }),
    list: farms.list,
    toItem: (farm) => farm,
  });
  registerContentRoutes(app, {
    listUrl: '/warehouses-list',
    noun: 'Warehouse',
    itemSchema: record(siteFields),
    list: warehouses.list,
    toItem: (warehouse) => warehouse,
  });
  registerContentRoutes(app, {
    listUrl: '/sister-companies-list',
    noun: 'Sister company',
    // logo is null when the company has none: the site shows `image` instead.
    itemSchema: record({ ...siteFields, logo: optionalText, website_url: text }),
    list: sisterCompanies.list,
    toItem: (company) => company,
  });
}
