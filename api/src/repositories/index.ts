// Every read and write the routes make, grouped per resource; built once per database. Each list content type of the
// registry gets a table repository in its order; products (with their categories) and the business setup read more.
import { contentTypes, listKeys, type ListKey } from '@starfamily/shared/entities';
import type { Database } from '../db/database';
import { tableOf } from '../content/contentTables';
import { positionField } from '../content/ordering';
import { businessSetupRepository } from './businessSetupRepository';
import { contactMessageRepository } from './contactMessageRepository';
import { enquiryRepository } from './enquiryRepository';
import { outboxRepository } from './outboxRepository';
import { categoryRepository, productRepository } from './productRepository';
import { tableRepository, type TableRepository } from './tableRepository';

type ContentRepositories = { [Key in ListKey]: TableRepository<(typeof tableOf)[Key]['$inferSelect']> };

const contentRepositories = (db: Database) =>
  Object.fromEntries(
    listKeys.map((key) => [key, tableRepository(db, tableOf[key], contentTypes[key].order, positionField(key))]),
  ) as ContentRepositories;

export function createRepositories(db: Database) {
  return {
    ...contentRepositories(db),
    businessSetup: businessSetupRepository(db),
    productCategories: categoryRepository(db),
    products: productRepository(db),
    contactMessages: contactMessageRepository(db),
    enquiries: enquiryRepository(db),
    outbox: outboxRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
