// "Change order" for types whose order operators set (hero slides): every record in the site's current order, moved
// by dragging or with each row's Move up / Move down buttons (keyboard), each move announced; saved as drafts of
// their positions (PUT …/order {ids}), published like any other draft.
import { useEffect, useState, type DragEvent } from 'react';
import { Button, useGetList, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { useEditingCalls } from '../../lib/editingCalls';
import { errorMessage } from '../../lib/http';
import { recordName } from '../../lib/contentResources';
import { useContentResource } from './useContentResource';

/** The API answers at most 100 records a page; an ordered type is a short list (slides). */
const ALL = { page: 1, perPage: 100 };

const moved = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

function OrderList({ onClose }: { onClose: () => void }) {
  const resource = useContentResource();
  const calls = useEditingCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  // No sort: the API's own order, the one the site shows.
  const { data, isPending, error } = useGetList(resource.name, { pagination: ALL, sort: { field: '', order: 'ASC' } });
  const [records, setRecords] = useState<RaRecord[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  useEffect(() => setRecords(data ?? []), [data]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= records.length || from === to) return;
    setRecords(moved(records, from, to));
    setAnnouncement(`${recordName(resource, records[from])} moved to position ${to + 1} of ${records.length}.`);
  };
  const save = () =>
    calls
      .saveOrder(
        resource.name,
        records.map((record) => record.id),
      )
      .then(
        () => {
          notify(`New order of ${resource.many.toLowerCase()} saved as drafts. Publish them to change the site.`);
          refresh();
          onClose();
        },
        (failure: unknown) => notify(errorMessage(failure), { type: 'error' }),
      );

  return (
    <>
      <DialogContent>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <p id="order-help">Drag a row, or use its buttons to move it up or down.</p>
        <List aria-describedby="order-help" aria-busy={isPending}>
          {records.map((record, index) => {
            const name = recordName(resource, record);
            return (
              <ListItem
                key={record.id}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event: DragEvent) => event.preventDefault()}
                onDrop={(event: DragEvent) => {
                  event.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                sx={{ cursor: 'grab', border: 1, borderColor: 'divider', mb: 0.5 }}
                secondaryAction={
                  <>
                    <IconButton aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Move ${name} down`}
                      disabled={index === records.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                  </>
                }
              >
                <DragIndicatorIcon aria-hidden sx={{ mr: 1 }} />
                <ListItemText primary={`${index + 1}. ${name}`} />
              </ListItem>
            );
          })}
        </List>
        <div
          role="status"
          aria-live="polite"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {announcement}
        </div>
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onClose} />
        <Button label="Save order" variant="contained" disabled={isPending || records.length < 2} onClick={save} />
      </DialogActions>
    </>
  );
}

export function OrderButton() {
  const resource = useContentResource();
  const [open, setOpen] = useState(false);
  if (!resource.ordered) return null;
  return (
    <>
      <Button label="Change order" onClick={() => setOpen(true)}>
        <SwapVertIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="order-title" fullWidth maxWidth="sm">
        <DialogTitle id="order-title">Order of {resource.many.toLowerCase()}</DialogTitle>
        {open && <OrderList onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
