// Edit one record of any content type (the single business settings too): saved as a draft with the revision it was
// opened on. A save refused because someone else changed it meanwhile (409) keeps the form as typed and says who.
import { useState } from 'react';
import { Edit, SaveButton, Toolbar, useNotify, useRecordContext } from 'react-admin';
import { errorMessage, errorStatus } from '../../lib/http';
import { recordName } from '../../lib/contentResources';
import { ContentForm } from './ContentForm';
import { DeleteWithLinksButton } from './DeleteWithLinksButton';
import { DraftBanner } from './DraftBanner';
import { PreviewButton } from './PreviewButton';
import { useContentResource } from './useContentResource';

/** The single type's record is asked for without an id (GET /content/business-setup). */
export const SINGLE_RECORD_ID = 'single';

const EditTitle = () => {
  const resource = useContentResource();
  return <>{recordName(resource, useRecordContext())}</>;
};

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton label="Save draft" />
    <PreviewButton />
    <DeleteWithLinksButton />
  </Toolbar>
);

export default function ContentEdit() {
  const resource = useContentResource();
  const notify = useNotify();
  const [conflict, setConflict] = useState<string | null>(null);
  return (
    <Edit
      id={resource.single ? SINGLE_RECORD_ID : undefined}
      title={<EditTitle />}
      mutationMode="pessimistic"
      redirect={false}
      // A refetch would reset the form to the newer record (and its revision), losing what the operator typed.
      queryOptions={{ refetchOnWindowFocus: false, refetchOnReconnect: false }}
      mutationOptions={{
        onSuccess: () => {
          setConflict(null);
          notify('Draft saved. Publish it to change the site.');
        },
        onError: (error: unknown) => {
          if (errorStatus(error) === 409) setConflict(errorMessage(error));
          if (!(error as { body?: { errors?: object } }).body?.errors) notify(errorMessage(error), { type: 'error' });
        },
      }}
    >
      <ContentForm resource={resource} toolbar={<EditToolbar />} header={<DraftBanner conflict={conflict} />} />
    </Edit>
  );
}
