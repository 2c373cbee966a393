// Edit one record of any content type (the single business settings too): saved as a draft, by "Save draft" or by
// autosave, with the revision of the last save. A save refused because someone else changed the record meanwhile
// (409) keeps the form as typed, says who, and stops autosave.
import { Edit, SaveButton, Toolbar, useNotify, useRecordContext } from 'react-admin';
import { errorMessage } from '../../lib/http';
import { recordName } from '../../lib/contentResources';
import { AutoSave } from './AutoSave';
import { ContentForm } from './ContentForm';
import { DeleteWithLinksButton } from './DeleteWithLinksButton';
import { DraftBanner } from './DraftBanner';
import { PreviewButton } from './PreviewButton';
import { useSaveOutcome, type SaveOutcome, type SaveOutcomeHandlers } from './saveOutcome';
import { useContentResource } from './useContentResource';

/** The single type's record is asked for without an id (GET /content/business-setup). */
export const SINGLE_RECORD_ID = 'single';

const EditTitle = () => {
  const resource = useContentResource();
  return <>{recordName(resource, useRecordContext())}</>;
};

const EditToolbar = (saving: { outcome: SaveOutcome } & SaveOutcomeHandlers) => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton label="Save draft" />
    <AutoSave {...saving} />
    <PreviewButton />
    <DeleteWithLinksButton />
  </Toolbar>
);

export default function ContentEdit() {
  const resource = useContentResource();
  const notify = useNotify();
  const { saved, failed, ...outcome } = useSaveOutcome();
  return (
    <Edit
      id={resource.single ? SINGLE_RECORD_ID : undefined}
      title={<EditTitle />}
      // Pessimistic: the form takes the saved record's new revision from the answer before the next save is sent.
      mutationMode="pessimistic"
      redirect={false}
      // A refetch would put a newer record's revision into the form, so a stale save would not be refused.
      queryOptions={{ refetchOnWindowFocus: false, refetchOnReconnect: false }}
      mutationOptions={{
        onSuccess: () => {
          saved();
          notify('Draft saved. Publish it to change the site.');
        },
        onError: (error: unknown) => {
          failed(error);
          if (!(error as { body?: { errors?: object } }).body?.errors) notify(errorMessage(error), { type: 'error' });
        },
      }}
    >
      <ContentForm
        resource={resource}
        toolbar={<EditToolbar outcome={outcome} saved={saved} failed={failed} />}
        header={<DraftBanner conflict={outcome.conflict} />}
      />
    </Edit>
  );
}
