// Each content type's table, by its registry key: the schema exports every table under its type's key, and the
// type below refuses a registry entry without one (or a table under another name).
import { contentKeys, listKeys, type ContentKey } from '@starfamily/shared/entities';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../db/schema';

type ContentTables = { [Key in ContentKey]: (typeof tables)[Key] };

/** The table of each content type (a key missing from the schema's exports is a type error here). */
export const tableOf: ContentTables = tables;

export type ContentTable = PgTable & { id: PgColumn };

/** The list types' tables by bundle key, in insert order (referenced tables first). */
export const listTables = Object.fromEntries(listKeys.map((key) => [key, tableOf[key]])) as {
  [Key in (typeof listKeys)[number]]: ContentTables[Key];
};

/** Every table a bundle replaces, in insert order. */
export const contentTables: ContentTable[] = contentKeys.map((key) => tableOf[key] as ContentTable);
