// A new record of a content type: a draft (it gets its id now and keeps it when published), then its edit form.
import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { ContentForm } from './ContentForm';
import { useContentResource } from './useContentResource';

export default function ContentCreate() {
  const resource = useContentResource();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (record: RaRecord) => {
    notify(`${resource.one} ${String(record.id)} saved as a draft. Publish it to show it on the site.`);
    redirect('edit', resource.name, record.id);
  };
  return (
    <Create title={`New ${resource.one.toLowerCase()}`} mutationOptions={{ onSuccess }}>
      <ContentForm resource={resource} creating />
    </Create>
  );
}
