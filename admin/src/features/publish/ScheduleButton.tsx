// Schedule a draft to publish at a date and time (events above all; any draft may be), or cancel its schedule:
// PUT …/{id}/schedule. The API's scheduler publishes it once that time has passed.
import { useId, useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useEditingCalls } from '../../lib/editingCalls';
import { errorMessage } from '../../lib/http';
import { contentResourceOfType } from '../../lib/contentResources';

/** An ISO moment as a datetime-local input's value, in the operator's time zone. */
const localValue = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function ScheduleButton() {
  const record = useRecordContext();
  const dataProvider = useEditingCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const titleId = useId();
  const resource = contentResourceOfType(String(record?.type ?? ''));
  if (!record || !resource || record.state === 'deleted') return null;
  const save = (publishAt: string | null) =>
    dataProvider.schedule(resource.name, record.recordId, publishAt).then(
      () => {
        setOpen(false);
        notify(
          publishAt
            ? `${String(record.label)} will be published ${new Date(publishAt).toLocaleString()}.`
            : `${String(record.label)} is no longer scheduled.`,
        );
        refresh();
      },
      (error: unknown) => notify(errorMessage(error), { type: 'error' }),
    );
  const late = value !== '' && new Date(value).getTime() <= Date.now();
  return (
    <>
      <Button
        label={record.publishAt ? 'Reschedule' : 'Schedule'}
        aria-label={`Schedule ${String(record.label)}`}
        onClick={() => {
          setValue(localValue(record.publishAt as string | null));
          setOpen(true);
        }}
      >
        <ScheduleIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Publish {String(record.label)} at</DialogTitle>
        <DialogContent>
          <TextField
            type="datetime-local"
            label="Date and time"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={late}
            helperText={late ? 'Choose a time in the future.' : 'Your time zone.'}
            slotProps={{ inputLabel: { shrink: true } }}
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          {record.publishAt ? <Button label="Cancel the schedule" onClick={() => save(null)} /> : null}
          <Button label="Close" onClick={() => setOpen(false)} />
          <Button
            label="Schedule"
            variant="contained"
            disabled={value === '' || late}
            onClick={() => save(new Date(value).toISOString())}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
