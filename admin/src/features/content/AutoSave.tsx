// Autosave of an edited record (docs/content-editing.md, "Autosave"): AUTOSAVE_DELAY_MS after the last change, a valid
// form whose fields differ from the saved record is saved as a draft, as "Save draft" saves it, with the revision
// of the last save; its status is announced politely. react-admin's <AutoSave> is an Enterprise Edition component,
// so this keeps its contract (pessimistic mutation mode, the form's resetOptions keepDirtyValues) with react-admin's
// own debounce hook.
import { useEffect, useRef, useState } from 'react';
import { setSubmissionErrors, useDebouncedEvent, useEvent, useRecordContext, useSaveContext } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { recordBody } from '../../lib/contentProvider';
import type { ContentResource } from '../../lib/contentResources';
import type { SaveOutcome, SaveOutcomeHandlers } from './saveOutcome';
import { SaveStatus } from './SaveStatus';
import { useContentResource } from './useContentResource';

/** Long enough to finish a word or a sentence, short enough that little is lost if the tab is closed. */
export const AUTOSAVE_DELAY_MS = 3000;

const INVALID = new Error('Some fields need fixing: see the messages next to them.');

/** What a save would send, to tell whether the form holds anything not saved yet. */
const bodyOf = (resource: ContentResource, values: FieldValues | undefined) => JSON.stringify(recordBody(resource, values ?? {}));

export function AutoSave({ outcome, saved, failed }: { outcome: SaveOutcome } & SaveOutcomeHandlers) {
  const resource = useContentResource();
  const record = useRecordContext();
  const { save } = useSaveContext();
  const { getValues, setValue, setError, trigger } = useFormContext();
  const { isSubmitting, dirtyFields } = useFormState();
  const values = useWatch();
  const revision: unknown = useWatch({ name: '_revision' });
  const [autosaving, setAutosaving] = useState(false);
  // The body of the last autosave: a value the API changes on save (rich text sanitised) is not sent again and again.
  const lastSent = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busy = autosaving || isSubmitting;
  const stopped = outcome.conflict !== null;
  const unsaved = bodyOf(resource, values) !== bodyOf(resource, record);

  const autosave = useDebouncedEvent(async () => {
    const current = getValues();
    const body = bodyOf(resource, current);
    if (!mounted.current || busy || stopped || !save || body === lastSent.current || body === bodyOf(resource, record)) return;
    if (!(await trigger())) return failed(INVALID);
    lastSent.current = body;
    setAutosaving(true);
    const errors = await save(current, { onSuccess: saved, onError: failed });
    if (mounted.current) setAutosaving(false);
    if (errors) setSubmissionErrors(errors, setError);
  }, AUTOSAVE_DELAY_MS);

  useEffect(() => {
    if (unsaved && !busy && !stopped) autosave();
  }, [values, unsaved, busy, stopped, autosave]);

  // A save's answer resets the form to the saved record, keeping every field typed in since it opened as typed and
  // dirty (keepDirtyValues); a field now equal to what was saved is clean again, so leaving does not warn for nothing.
  const cleanSavedFields = useEvent(() => {
    for (const name of Object.keys(dirtyFields)) setValue(name, getValues(name), { shouldDirty: true });
  });
  useEffect(() => cleanSavedFields(), [revision, cleanSavedFields]);

  return <SaveStatus outcome={outcome} saving={busy} />;
}
