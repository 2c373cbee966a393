// Operators editing content (docs/content-editing.md): drafts beside the published tables, every publish as a
// version of the whole site's content, the media library, and preview tokens.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { operators, sessions } from './operators';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** An operator's unpublished change to one record of one content type (a registry key); `data` null: delete it. */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    type: text('type').notNull(),
    record_id: integer('record_id').notNull(),
    /** The whole record as a bundle holds it; null: the record is deleted on publish. */
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    /** Whether the record was never published (dropped, not deleted, when discarded). */
    is_new: boolean('is_new').notNull().default(false),
    revision: integer('revision').notNull().default(1),
    publish_at: at('publish_at'),
    updated_by: integer('updated_by').references(() => operators.id, { onDelete: 'set null' }),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.type, table.record_id] }), index('content_drafts_publish_at_idx').on(table.publish_at)],
);

export const VERSION_KINDS = ['publish', 'rollback', 'import', 'scheduled'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** Every publish, rollback, scheduled publish and import: the whole site's content as it became. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: idColumn(),
    created_at: at('created_at').notNull().defaultNow(),
    /** null: the command line or the scheduler. */
    created_by: integer('created_by').references(() => operators.id, { onDelete: 'set null' }),
    kind: text('kind').$type<VersionKind>().notNull(),
    summary: text('summary').notNull(),
    restored_from: integer('restored_from'),
    bundle: jsonb('bundle').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    check('content_versions_kind_check', sql`${table.kind} in (${inList(VERSION_KINDS)})`),
    index('content_versions_created_idx').on(table.created_at),
  ],
);

/** The media library: a stored picture with its alt text and focal point. */
export const media = pgTable(
  'media',
  {
    id: idColumn(),
    /** Storage path, `media/<content hash>.<ext>`. */
    path: text('path').notNull().unique(),
    alt: text('alt').notNull(),
    focal_x: real('focal_x').notNull().default(0.5),
    focal_y: real('focal_y').notNull().default(0.5),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    created_by: integer('created_by').references(() => operators.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('media_focal_x_range', sql`${table.focal_x} >= 0 and ${table.focal_x} <= 1`),
    check('media_focal_y_range', sql`${table.focal_y} >= 0 and ${table.focal_y} <= 1`),
  ],
);

/** Preview links: only the token's SHA-256 is kept; a token ends with its session. */
export const previewTokens = pgTable(
  'preview_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    session_id_hash: text('session_id_hash')
      .notNull()
      .references(() => sessions.id_hash, { onDelete: 'cascade' }),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expires_at: at('expires_at').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('preview_tokens_expires_idx').on(table.expires_at)],
);

export type ContentDraftRow = typeof contentDrafts.$inferSelect;
export type ContentVersionRow = typeof contentVersions.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
