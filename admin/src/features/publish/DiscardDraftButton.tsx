// Discard a pending draft (after a confirmation): the record goes back to what is published.
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import UndoIcon from '@mui/icons-material/Undo';
import { useEditingCalls } from '../../lib/editingCalls';
import { errorMessage } from '../../lib/http';
import { contentResourceOfType } from '../../lib/contentResources';

export function DiscardDraftButton() {
  const record = useRecordContext();
  const dataProvider = useEditingCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const resource = contentResourceOfType(String(record?.type ?? ''));
  if (!record || !resource) return null;
  const discard = () =>
    dataProvider.discardDraft(resource.name, record.recordId).then(
      () => {
        setAsking(false);
        notify(`The draft of ${String(record.label)} is discarded.`);
        refresh();
      },
      (error: unknown) => {
        setAsking(false);
        notify(errorMessage(error), { type: 'error' });
      },
    );
  return (
    <>
      <Button label="Discard" aria-label={`Discard the draft of ${String(record.label)}`} onClick={() => setAsking(true)}>
        <UndoIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title={`Discard the draft of ${String(record.label)}?`}
        content={record.state === 'new' ? 'The new record is dropped.' : 'Its changes are lost; the site keeps what is published.'}
        confirm="Discard"
        cancel="Keep it"
        onConfirm={discard}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
