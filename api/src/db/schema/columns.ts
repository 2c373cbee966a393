// A content table follows from its entity's declaration (@starfamily/shared/entities): one column per field, named
// in snake_case, typed by the field's kind. Constraints that are the database's own (a foreign key, a unique name,
// an index) are added where the table is made.
import { date, integer, jsonb, numeric, text, timestamp, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import type { Entity, FieldKind, Fields } from '@starfamily/shared/entities';

const COLUMN = {
  /** Integer ids that an import may set explicitly (by default, not always, generated). */
  id: (name: string) => integer(name).primaryKey().generatedByDefaultAsIdentity(),
  text: (name: string) => text(name).notNull(),
  name: (name: string) => text(name).notNull(),
  optionalText: (name: string) => text(name),
  picture: (name: string) => text(name).notNull(),
  optionalPicture: (name: string) => text(name),
  /** A list of storage paths, e.g. ["events/a.svg"]; the API decides how to encode it per resource. */
  pictures: (name: string) => jsonb(name).$type<string[]>().notNull().default([]),
  url: (name: string) => text(name).notNull(),
  optionalUrl: (name: string) => text(name),
  timestamp: (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  optionalDate: (name: string) => date(name, { mode: 'string' }),
  optionalAmount: (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }),
  optionalRef: (name: string) => integer(name),
  /** Rows added before the type was ordered all come first, in id order (ties go by id). */
  position: (name: string) => integer(name).notNull().default(1),
} satisfies Record<FieldKind, (name: string) => PgColumnBuilderBase>;

type Overrides<F extends Fields> = { [K in keyof F]?: (name: string) => PgColumnBuilderBase };
type Columns<F extends Fields, O extends Overrides<F>> = {
  [K in keyof F]: O[K] extends (name: string) => infer Column ? Column : ReturnType<(typeof COLUMN)[F[K]]>;
};

/** Integer ids that an import may set explicitly (by default, not always, generated). */
export const idColumn = () => COLUMN.id('id');

/** "linkedInLink" -> "linked_in_link", "who_we_are" stays. */
export const columnName = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export function columnsOf<F extends Fields, O extends Overrides<F> = Record<never, never>>(
  entity: Entity<F>,
  overrides?: O,
): Columns<F, O> {
  return Object.fromEntries(
    Object.entries(entity.fields).map(([field, kind]) => [field, (overrides?.[field] ?? COLUMN[kind])(columnName(field))]),
  ) as Columns<F, O>;
}
