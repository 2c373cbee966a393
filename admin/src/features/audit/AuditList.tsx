// The audit log (admins only): every sign-in, account change, inbox change, content change and upload, newest first, paged by the API.
// Read-only: no route changes it.
import { DataTable, DateField, List, SelectInput, TextInput } from 'react-admin';
import { AUDIT_ACTIONS } from '@starfamily/shared/audit';

const actionChoices = AUDIT_ACTIONS.map((action) => ({ id: action, name: action }));

const auditFilters = [
  <SelectInput key="action" source="action" label="Action" choices={actionChoices} alwaysOn helperText={false} />,
  <TextInput key="actor" source="actor" label="Who (email)" alwaysOn helperText={false} />,
];

const details = (value: unknown) => (value && typeof value === 'object' && Object.keys(value).length > 0 ? JSON.stringify(value) : '');

export function AuditList() {
  return (
    <List title="Audit log" filters={auditFilters} actions={false} perPage={50} sort={{ field: 'at', order: 'DESC' }}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="at" label="When" disableSort render={(record) => <DateField record={record} source="at" showTime />} />
        <DataTable.Col source="actorEmail" label="Who" disableSort />
        <DataTable.Col source="action" label="Action" disableSort />
        <DataTable.Col source="target" label="What" disableSort />
        <DataTable.Col source="ip" label="From" disableSort />
        <DataTable.Col label="Details" disableSort render={(record) => details(record.details)} />
      </DataTable>
    </List>
  );
}
