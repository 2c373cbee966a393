// Change an account's role (an admin cannot demote themselves: the API refuses with its reason).
import { Edit, SaveButton, SelectInput, SimpleForm, Toolbar, useNotify, useRecordContext, useRedirect, type RaRecord } from 'react-admin';
import { ROLE_CHOICES } from './roles';

const AccountTitle = () => {
  const record = useRecordContext();
  return <>{record ? `Account ${String(record.email)}` : 'Account'}</>;
};

const SaveOnly = () => (
  <Toolbar>
    <SaveButton label="Save" />
  </Toolbar>
);

export function AccountEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (data: RaRecord) => {
    notify(`${String(data.email ?? 'The account')}: role saved.`);
    redirect('list', 'operators');
  };
  return (
    <Edit title={<AccountTitle />} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm toolbar={<SaveOnly />}>
        <SelectInput source="role" label="Role" choices={ROLE_CHOICES} />
      </SimpleForm>
    </Edit>
  );
}
