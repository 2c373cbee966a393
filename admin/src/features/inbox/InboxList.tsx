// The inbox: contact messages and enquiries in one list, newest first (the API's order), searchable, filtered by kind
// and status. Polled every 5 s, so a message sent meanwhile shows up without a reload.
import { DataTable, DateField, Link, List, SelectInput, TextInput, TopToolbar, useCreatePath, type RaRecord } from 'react-admin';
import type { MouseEvent } from 'react';
import { Chip } from '@mui/material';
import { ExportCsvButton } from './ExportCsvButton';
import { deliveryLabel, KIND_CHOICES, kindLabel, STATUS_CHOICES, statusLabel, type Delivery } from './inboxLabels';

export const INBOX_POLL_MS = 5_000;

const inboxFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable helperText={false} />,
  <SelectInput key="kind" source="kind" label="Kind" choices={KIND_CHOICES} alwaysOn helperText={false} />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn helperText={false} />,
];

const InboxActions = () => (
  <TopToolbar>
    <ExportCsvButton />
  </TopToolbar>
);

/** The sender's name links to the item, so the row opens from the keyboard too (a click anywhere on it opens it as well). */
function Who({ record }: { record: RaRecord }) {
  const createPath = useCreatePath();
  return (
    <>
      <Link to={createPath({ resource: 'inbox', type: 'edit', id: record.id })} onClick={(event: MouseEvent) => event.stopPropagation()}>
        <strong>{String(record.fullName ?? '')}</strong>
      </Link>
      <br />
      {String(record.email ?? '')}
      {record.company ? ` · ${String(record.company)}` : ''}
    </>
  );
}

export function InboxList() {
  return (
    <List
      title="Inbox"
      filters={inboxFilters}
      actions={<InboxActions />}
      perPage={25}
      sort={{ field: 'receivedAt', order: 'DESC' }}
      queryOptions={{ refetchInterval: INBOX_POLL_MS }}
      empty={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col label="Kind" disableSort render={(record) => kindLabel(record.kind)} />
        <DataTable.Col label="From" disableSort render={(record) => <Who record={record as RaRecord} />} />
        <DataTable.Col label="Received" disableSort render={(record) => <DateField record={record} source="receivedAt" showTime />} />
        <DataTable.Col label="Status" disableSort render={(record) => <Chip size="small" label={statusLabel(record.status)} />} />
        <DataTable.Col label="Mail" disableSort render={(record) => deliveryLabel(record.delivery as Delivery)} />
      </DataTable>
    </List>
  );
}
