// The audit log (admins only): every sign-in, account change and inbox change, newest first, paged by the API.
// Read-only: no route changes it.
import { DataTable, DateField, List, SelectInput, TextInput } from 'react-admin';

/** The actions the API records (docs/admin.md, `audit_log`). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'sign-out-everywhere',
  'operator-added',
  'operator-disabled',
  'operator-enabled',
  'operator-role-changed',
  'setup-link-issued',
  'password-set',
  'passkey-added',
  'passkey-removed',
  'passkey-sign-in',
  'inbox-status-changed',
  'inbox-note-changed',
  'inbox-exported',
  'preview-opened',
].map((action) => ({ id: action, name: action }));

const auditFilters = [
  <SelectInput key="action" source="action" label="Action" choices={AUDIT_ACTIONS} alwaysOn helperText={false} />,
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
