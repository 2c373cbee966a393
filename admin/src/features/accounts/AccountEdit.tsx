// Change an account's role (an admin cannot demote themselves: the API refuses with its reason).
import { Edit, SaveButton, SelectInput, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
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
  return (
    <Edit title={<AccountTitle />} mutationMode="pessimistic">
      <SimpleForm toolbar={<SaveOnly />}>
        <SelectInput source="role" label="Role" choices={ROLE_CHOICES} />
      </SimpleForm>
    </Edit>
  );
}
