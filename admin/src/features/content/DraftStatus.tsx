// A record's state in the working copy: published as is, or a draft (changed, new, to be deleted), maybe scheduled.
import { Chip } from '@mui/material';
import { draftStateLabel, when, type DraftInfo } from '../../lib/drafts';

export function DraftStatus({ draft }: { draft: DraftInfo | null | undefined }) {
  if (!draft) return <Chip size="small" variant="outlined" label="Published" />;
  const scheduled = draft.publishAt ? `, scheduled ${when(draft.publishAt)}` : '';
  return (
    <Chip size="small" color={draft.state === 'deleted' ? 'error' : 'warning'} label={`${draftStateLabel(draft.state)}${scheduled}`} />
  );
}
