// Accounts (admins only; the API refuses editors): who may sign in, with which role, and whether they have set up.
// Each row can be disabled or enabled again (disabling ends that person's sessions) or given a new set-up link.
import { useState } from 'react';
import {
  Button,
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  List,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import LinkIcon from '@mui/icons-material/Link';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { errorMessage } from '../../lib/http';
import { SetupLinkDialog } from './SetupLinkDialog';

function ToggleDisabledButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const disabled = Boolean(record.disabled);
  const toggle = () =>
    update(
      'operators',
      { id: record.id, data: { disabled: !disabled }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`${String(record.email)} is ${disabled ? 'enabled' : 'disabled'}.`),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Button
      label={disabled ? 'Enable' : 'Disable'}
      aria-label={`${disabled ? 'Enable' : 'Disable'} ${String(record.email)}`}
      onClick={toggle}
      disabled={isPending}
    >
      {disabled ? <CheckCircleIcon /> : <BlockIcon />}
    </Button>
  );
}

function NewSetupLinkButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [url, setUrl] = useState<string | null>(null);
  if (!record) return null;
  const issue = () =>
    (dataProvider.newSetupLink(record.id) as Promise<string>).then(setUrl, (error: unknown) =>
      notify(errorMessage(error), { type: 'error' }),
    );
  return (
    <>
      <Button label="New set-up link" aria-label={`New set-up link for ${String(record.email)}`} onClick={issue}>
        <LinkIcon />
      </Button>
      {url && (
        <SetupLinkDialog
          email={String(record.email)}
          url={url}
          onClose={() => {
            setUrl(null);
            refresh();
          }}
        />
      )}
    </>
  );
}

const AccountActions = () => (
  <TopToolbar>
    <CreateButton label="Add an account" />
  </TopToolbar>
);

export function AccountList() {
  return (
    <List title="Accounts" actions={<AccountActions />} perPage={50} sort={{ field: 'email', order: 'ASC' }} pagination={false}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="email" label="Email" disableSort />
        <DataTable.Col label="Role" disableSort render={(record) => (record.role === 'admin' ? 'Admin' : 'Editor')} />
        <DataTable.Col
          label="State"
          disableSort
          render={(record) => (record.disabled ? 'Disabled' : record.hasPassword ? 'Active' : 'Waiting for set-up')}
        />
        <DataTable.Col label="Passkeys" disableSort render={(record) => String(record.passkeys ?? 0)} />
        <DataTable.Col label="Last sign-in" disableSort source="lastSignInAt" field={DateField} />
        <DataTable.Col label="Actions" disableSort>
          <EditButton label="Role" />
          <ToggleDisabledButton />
          <NewSetupLinkButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
