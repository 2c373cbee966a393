// Add an account: its email and role. The person then sets a password through the set-up link shown here.
import { useState } from 'react';
import { Create, email, required, SelectInput, SimpleForm, TextInput, useRedirect } from 'react-admin';
import { ROLE_CHOICES } from './roles';
import { SetupLinkDialog } from './SetupLinkDialog';

export function AccountCreate() {
  const redirect = useRedirect();
  const [created, setCreated] = useState<{ email: string; setupUrl: string } | null>(null);
  return (
    <>
      <Create
        title="Add an account"
        mutationOptions={{ onSuccess: (data) => setCreated({ email: String(data.email), setupUrl: String(data.setupUrl) }) }}
      >
        <SimpleForm defaultValues={{ role: 'editor' }}>
          <TextInput
            source="email"
            label="Email"
            type="email"
            validate={[required('Enter the email address.'), email('Enter an email address.')]}
          />
          <SelectInput source="role" label="Role" choices={ROLE_CHOICES} validate={required('Choose a role.')} />
        </SimpleForm>
      </Create>
      {created && <SetupLinkDialog email={created.email} url={created.setupUrl} onClose={() => redirect('list', 'operators')} />}
    </>
  );
}
