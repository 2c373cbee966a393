// Column helpers every content table shares, so the tables read as lists of their own fields.
import { integer, jsonb } from 'drizzle-orm/pg-core';

/** Integer ids that an import may set explicitly (by default, not always, generated). */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A list of storage paths, e.g. ["events/a.svg"]; the API decides how to encode it per resource. */
export const imageList = () => jsonb('images').$type<string[]>().notNull().default([]);
