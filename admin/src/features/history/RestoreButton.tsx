// "Restore" (editors and admins, as publishing): publishes this version's content again as a new version.
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRedirect } from 'react-admin';
import RestoreIcon from '@mui/icons-material/Restore';
import { useEditingCalls } from '../../lib/editingCalls';
import { errorMessage } from '../../lib/http';

export function RestoreButton() {
  const record = useRecordContext();
  const dataProvider = useEditingCalls();
  const notify = useNotify();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const restore = () => {
    setSending(true);
    dataProvider
      .restoreVersion(record.id)
      .then(
        () => {
          notify(`Version ${String(record.id)} is published again as a new version.`);
          redirect('list', 'versions');
        },
        (error: unknown) => notify(errorMessage(error), { type: 'error' }),
      )
      .finally(() => {
        setSending(false);
        setAsking(false);
      });
  };
  return (
    <>
      <Button label="Restore" onClick={() => setAsking(true)}>
        <RestoreIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={sending}
        title={`Restore version ${String(record.id)}?`}
        content="The site goes back to this version's content, published as a new version (which can be undone the same way). Pending drafts are kept."
        confirm="Restore"
        cancel="Cancel"
        onConfirm={restore}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
