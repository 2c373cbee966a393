// What the last save of the edited record came to, for the status line, the conflict banner and autosave: one place
// reads a save's answer, whether "Save draft" or autosave sent it.
import { useCallback, useState } from 'react';
import { errorMessage, errorStatus } from '../../lib/http';

export interface SaveOutcome {
  savedAt: Date | null;
  /** Why the last save was not made, in the API's (or the form's) words. */
  problem: string | null;
  /** A 409: someone else changed the record since it was opened. Autosave stops; a reload shows their changes. */
  conflict: string | null;
}

export interface SaveOutcomeHandlers {
  saved: () => void;
  failed: (error: unknown) => void;
}

const NOTHING_YET: SaveOutcome = { savedAt: null, problem: null, conflict: null };

export function useSaveOutcome(): SaveOutcome & SaveOutcomeHandlers {
  const [outcome, setOutcome] = useState(NOTHING_YET);
  const saved = useCallback(() => setOutcome({ savedAt: new Date(), problem: null, conflict: null }), []);
  const failed = useCallback(
    (error: unknown) =>
      setOutcome((before) => ({
        ...before,
        problem: errorMessage(error),
        conflict: errorStatus(error) === 409 ? errorMessage(error) : before.conflict,
      })),
    [],
  );
  return { ...outcome, saved, failed };
}
