// Pending drafts applied to a bundle in memory (docs/content-editing.md): a draft's data replaces its record (or adds
// it, for a new one), null deletes it. The preview serves the result; a publish imports it.
import { contentKeys, contentType, type ContentKey } from '@starfamily/shared/entities';
import type { ContentBundle } from './bundle';

/** A content_drafts row as far as applying it goes. */
export interface DraftChange {
  /** A registry key. */
  type: string;
  record_id: number;
  /** The whole record as a bundle holds it; null: deleted. */
  data: Record<string, unknown> | null;
}

const isContentKey = (type: string): type is ContentKey => (contentKeys as readonly string[]).includes(type);

/**
 * A copy of `bundle` with `drafts` applied, each list in id order as an export writes it. A draft of a type the
 * registry no longer has is named in `ignored` rather than applied; whether the result is a valid site is for
 * validateBundle to say.
 */
export function applyDrafts(bundle: ContentBundle, drafts: readonly DraftChange[]): { bundle: ContentBundle; ignored: string[] } {
  const copy = structuredClone(bundle) as unknown as Record<string, unknown>;
  const ignored: string[] = [];
  for (const draft of drafts) {
    if (!isContentKey(draft.type)) {
      ignored.push(`${draft.type} ${draft.record_id}`);
      continue;
    }
    const record = draft.data === null ? null : { ...draft.data, id: draft.record_id };
    if (contentType(draft.type).single) {
      // The single record is never deleted: a null draft leaves it as published.
      if (record) copy[draft.type] = record;
      continue;
    }
    const others = (copy[draft.type] as Record<string, unknown>[]).filter((item) => item.id !== draft.record_id);
    copy[draft.type] = (record ? [...others, record] : others).sort((a, b) => Number(a.id) - Number(b.id));
  }
  return { bundle: copy as unknown as ContentBundle, ignored };
}
