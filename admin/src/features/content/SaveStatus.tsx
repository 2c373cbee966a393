// The edited record's save status, read out politely by screen readers: saving, saved at a time, or why not.
import { Typography } from '@mui/material';
import type { SaveOutcome } from './saveOutcome';

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function statusText({ savedAt, problem, conflict }: SaveOutcome, saving: boolean): string {
  if (saving) return 'Saving…';
  if (conflict) return 'Not saved: someone else changed this record (see above). Autosave is off until you reload.';
  if (problem) return `Not saved: ${problem}`;
  return savedAt ? `Draft saved at ${clock.format(savedAt)}` : '';
}

export function SaveStatus({ outcome, saving }: { outcome: SaveOutcome; saving: boolean }) {
  const text = statusText(outcome, saving);
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="body2"
      color={text.startsWith('Not saved') ? 'error' : 'text.secondary'}
      sx={{ ml: 1 }}
    >
      {text}
    </Typography>
  );
}
