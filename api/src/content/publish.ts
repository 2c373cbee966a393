// Publishing (docs/content-editing.md, "Publishing and history"): a release of drafts, every draft, the drafts whose
// time has come (the scheduler) or an earlier version (a rollback) becomes the content through replaceContent, the
// same code as an import: the whole result validated, one transaction under the content lock, one version.
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { contentKeys, contentType, type ContentKey } from '@starfamily/shared/entities';
import type { Database } from '../db/database';
import { contentDrafts, contentVersions, type ContentDraftRow, type VersionKind } from '../db/schema';
import { HttpError } from '../routes/common';
import type { ContentBundle } from './bundle';
import { applyDrafts } from './applyDrafts';
import { labelOf, stateOf, type ContentRecord } from './drafts';
import { exportBundle } from './exportBundle';
import { replaceContent, type ImportOptions, type ReplacedContent } from './importBundle';

export interface DraftKey {
  type: ContentKey;
  id: number;
}

/** Which drafts to publish: a release, every draft, or those scheduled at or before `dueAt`. */
export type Selection = { drafts: DraftKey[] } | { all: true } | { dueAt: Date };

export interface Publisher {
  /** The operator; null for the scheduler. */
  createdBy: number | null;
  at: Date;
}

const SUMMARY_ITEMS = 10;

function recordOf(bundle: ContentBundle, key: ContentKey, id: number): ContentRecord | undefined {
  const value: unknown = bundle[key];
  return Array.isArray(value) ? (value as ContentRecord[]).find((record) => record.id === id) : (value as ContentRecord);
}

/** "Published 2 changes: Product “Guji Natural” (changed), Event “Harvest day” (new)". */
function releaseSummary(kind: VersionKind, published: ContentBundle, drafts: readonly ContentDraftRow[]): string {
  const items = drafts.map((draft) => {
    const key = draft.type as ContentKey;
    const label = labelOf(key, draft.data ?? recordOf(published, key, draft.record_id));
    return `${contentType(key).one} “${label}” (${stateOf(draft)})`;
  });
  const more = items.length > SUMMARY_ITEMS ? ` and ${items.length - SUMMARY_ITEMS} more` : '';
  const verb = kind === 'scheduled' ? 'Published as scheduled' : 'Published';
  return `${verb} ${drafts.length} ${drafts.length === 1 ? 'change' : 'changes'}: ${items.slice(0, SUMMARY_ITEMS).join(', ')}${more}`;
}

/** The chosen drafts, locked until the transaction ends (the scheduler skips drafts another instance holds). */
async function lockedDrafts(tx: Database, selection: Selection): Promise<ContentDraftRow[]> {
  const query = tx.select().from(contentDrafts);
  if ('dueAt' in selection) return query.where(lte(contentDrafts.publish_at, selection.dueAt)).for('update', { skipLocked: true });
  if ('all' in selection) return query.for('update');
  if (selection.drafts.length === 0) return [];
  const named = selection.drafts.map(({ type, id }) => and(eq(contentDrafts.type, type), eq(contentDrafts.record_id, id)));
  const found = await query.where(or(...named)).for('update');
  const missing = selection.drafts.filter(({ type, id }) => !found.some((draft) => draft.type === type && draft.record_id === id));
  if (missing.length > 0) {
    const names = missing.map(({ type, id }) => `${contentType(type).one} ${id}`).join(', ');
    throw new HttpError(
      409,
      `${names} ${missing.length === 1 ? 'has' : 'have'} no draft to publish (published or discarded since): reload and try again. Nothing was published.`,
    );
  }
  return found;
}

/**
 * Publishes the selected drafts as one version (kind `publish`, or `scheduled` for `dueAt`); the applied drafts are
 * deleted in the same transaction. Null when a scheduled run finds nothing due.
 */
export async function publishDrafts(
  db: Database,
  selection: Selection,
  publisher: Publisher,
  options: ImportOptions,
): Promise<ReplacedContent | null> {
  const kind: VersionKind = 'dueAt' in selection ? 'scheduled' : 'publish';
  return replaceContent(db, options, async (tx) => {
    const drafts = await lockedDrafts(tx, selection);
    if (drafts.length === 0) {
      if (kind === 'scheduled') return null;
      throw new HttpError(400, 'There are no drafts to publish.');
    }
    const published = await exportBundle(tx);
    return {
      input: applyDrafts(published, drafts).bundle,
      version: { kind, summary: releaseSummary(kind, published, drafts), createdBy: publisher.createdBy, at: publisher.at },
      afterReplace: async (inside) => {
        for (const key of contentKeys) {
          const ids = drafts.filter((draft) => draft.type === key).map((draft) => draft.record_id);
          if (ids.length > 0)
            await inside.delete(contentDrafts).where(and(eq(contentDrafts.type, key), inArray(contentDrafts.record_id, ids)));
        }
      },
    };
  });
}

/** Publishes version `id`'s content as a new version (kind `rollback`); pending drafts stay as they are. */
export async function restoreVersion(db: Database, id: number, publisher: Publisher, options: ImportOptions): Promise<ReplacedContent> {
  const restored = await replaceContent(db, options, async (tx) => {
    const [version] = await tx.select().from(contentVersions).where(eq(contentVersions.id, id));
    if (!version) throw new HttpError(404, `Version ${id} not found`);
    return {
      input: version.bundle,
      version: {
        kind: 'rollback',
        summary: `Restored version ${id} (${version.kind} of ${version.created_at.toISOString()})`,
        createdBy: publisher.createdBy,
        restoredFrom: id,
        at: publisher.at,
      },
    };
  });
  return restored!;
}
