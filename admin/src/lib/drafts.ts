// A record's draft as the API reports it (`_draft`, and the rows of GET /drafts), in the words operators read.
export type DraftState = 'changed' | 'new' | 'deleted';

export interface DraftInfo {
  state: DraftState;
  updatedBy: string;
  updatedAt: string;
  publishAt: string | null;
}

const STATE_LABELS: Record<DraftState, string> = {
  changed: 'Changed, not published',
  new: 'New, not published',
  deleted: 'Deleted on publish',
};

export const draftStateLabel = (state: unknown) => STATE_LABELS[state as DraftState] ?? 'Published';

export const when = (value: unknown) => (value ? new Date(String(value)).toLocaleString() : '');
