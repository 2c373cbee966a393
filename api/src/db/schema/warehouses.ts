import { pgTable } from 'drizzle-orm/pg-core';
import { siteColumns } from './sites';

export const warehouses = pgTable('warehouses', siteColumns());
