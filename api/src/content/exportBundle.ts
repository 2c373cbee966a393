// Reads every content table into one bundle (ids included, so an import recreates the same site).
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { businessSetup, events } from '../db/schema';
import { tableRepository } from '../repositories/tableRepository';
import { BUNDLE_VERSION, type ContentBundle } from './bundle';
import { listTables } from './contentTables';

export async function exportBundle(db: Database): Promise<ContentBundle> {
  const [setup] = await db.select().from(businessSetup).orderBy(asc(businessSetup.id)).limit(1);
  if (!setup) throw new Error('There is no business setup to export: the database has no content yet.');
  const all = <Key extends keyof typeof listTables>(key: Key) => tableRepository(db, listTables[key]).list();
  const eventRows = await db.select().from(events).orderBy(asc(events.id));
  return {
    version: BUNDLE_VERSION,
    businessSetup: setup,
    heroSlides: await all('heroSlides'),
    productCategories: await all('productCategories'),
    products: await all('products'),
    services: await all('services'),
    projects: await all('projects'),
    events: eventRows.map((event) => ({ ...event, created_at: event.created_at.toISOString() })),
    teamMembers: await all('teamMembers'),
    testimonials: await all('testimonials'),
    partners: await all('partners'),
    farms: await all('farms'),
    warehouses: await all('warehouses'),
    sisterCompanies: await all('sisterCompanies'),
  };
}
