// Every read and write the routes make, grouped per resource; built once per database.
import type { Database } from '../db/database';
import * as tables from '../db/schema';
import { businessSetupRepository } from './businessSetupRepository';
import { contactMessageRepository } from './contactMessageRepository';
import { enquiryRepository } from './enquiryRepository';
import { eventRepository } from './eventRepository';
import { outboxRepository } from './outboxRepository';
import { categoryRepository, productRepository } from './productRepository';
import { tableRepository } from './tableRepository';

export function createRepositories(db: Database) {
  return {
    businessSetup: businessSetupRepository(db),
    heroSlides: tableRepository(db, tables.heroSlides),
    productCategories: categoryRepository(db),
    products: productRepository(db),
    services: tableRepository(db, tables.services),
    projects: tableRepository(db, tables.projects),
    events: eventRepository(db),
    teamMembers: tableRepository(db, tables.teamMembers),
    testimonials: tableRepository(db, tables.testimonials),
    partners: tableRepository(db, tables.partners),
    farms: tableRepository(db, tables.farms),
    warehouses: tableRepository(db, tables.warehouses),
    sisterCompanies: tableRepository(db, tables.sisterCompanies),
    contactMessages: contactMessageRepository(db),
    enquiries: enquiryRepository(db),
    outbox: outboxRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
