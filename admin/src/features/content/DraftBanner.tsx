// Above an edited record: whether it has a draft (who, when, scheduled), with "Discard draft" back to what is
// published; and a save refused because someone else changed the record (409), in the API's words.
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Alert, Box, Button } from '@mui/material';
import { useEditingCalls } from '../../lib/editingCalls';
import { errorMessage } from '../../lib/http';
import { draftStateLabel, when, type DraftInfo } from '../../lib/drafts';
import { useContentResource } from './useContentResource';

export function DraftBanner({ conflict }: { conflict: string | null }) {
  const record = useRecordContext();
  const resource = useContentResource();
  const dataProvider = useEditingCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const form = useFormContext();
  const [confirming, setConfirming] = useState(false);
  const draft = record?._draft as DraftInfo | null | undefined;
  const discard = () =>
    dataProvider.discardDraft(resource.name, record?.id).then(
      () => {
        setConfirming(false);
        notify('Draft discarded: the form shows what is published.');
        // What was typed and not saved yet goes too: the form keeps typed values across a reload (and would autosave them).
        form.reset();
        refresh();
      },
      (error: unknown) => notify(errorMessage(error), { type: 'error' }),
    );
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2, width: '100%' }}>
      {conflict && (
        <Alert severity="error" role="alert">
          {conflict} Your changes are still in the form below.
        </Alert>
      )}
      {draft ? (
        <Alert
          severity="info"
          action={
            !resource.single && draft.state !== 'new' ? (
              confirming ? (
                <>
                  <Button color="error" onClick={discard}>
                    Yes, discard
                  </Button>
                  <Button onClick={() => setConfirming(false)}>Keep it</Button>
                </>
              ) : (
                <Button onClick={() => setConfirming(true)}>Discard draft</Button>
              )
            ) : undefined
          }
        >
          {draftStateLabel(draft.state)}: saved by {draft.updatedBy}, {when(draft.updatedAt)}.
          {draft.publishAt ? ` Scheduled to publish ${when(draft.publishAt)}.` : ' Publish it from the Publish page.'}
        </Alert>
      ) : (
        <Alert severity="success">Published as shown. Saving makes a draft; the site changes when it is published.</Alert>
      )}
    </Box>
  );
}
