// Delete a record (as a draft: it goes when published), after a confirmation that names what links to it
// (GET …/{id}/links: a category's products, open enquiries naming a product).
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEditingCalls, type Link } from '../../lib/editingCalls';
import { contentResourceOfType, recordName } from '../../lib/contentResources';
import { errorMessage } from '../../lib/http';
import { useContentResource } from './useContentResource';

const linkName = (link: Link) => {
  const type = contentResourceOfType(link.type)?.one ?? link.type.charAt(0).toUpperCase() + link.type.slice(1);
  return `${type} ${link.id}${link.label ? `: ${link.label}` : ''}`;
};

function LinksList({ links }: { links: Link[] }) {
  if (links.length === 0) return <Typography>Nothing links to it.</Typography>;
  return (
    <>
      <Typography>These link to it and will need changing:</Typography>
      <ul aria-label="What links to it">
        {links.map((link) => (
          <li key={`${link.type}-${link.id}`}>{linkName(link)}</li>
        ))}
      </ul>
    </>
  );
}

export function DeleteWithLinksButton() {
  const record = useRecordContext();
  const resource = useContentResource();
  const dataProvider = useEditingCalls();
  const notify = useNotify();
  const redirect = useRedirect();
  const [links, setLinks] = useState<Link[] | null>(null);
  const [deleteOne, { isPending }] = useDelete();
  if (!record || resource.single) return null;
  const name = recordName(resource, record);
  const ask = () =>
    dataProvider.links(resource.name, record.id).then(setLinks, (error: unknown) => notify(errorMessage(error), { type: 'error' }));
  const confirm = () =>
    deleteOne(
      resource.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setLinks(null);
          notify(`${name} is deleted in a draft: it goes from the site when published.`);
          redirect('list', resource.name);
        },
        onError: (error) => {
          setLinks(null);
          notify(errorMessage(error), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button label="Delete" color="error" onClick={ask} aria-label={`Delete ${name}`}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={links !== null}
        loading={isPending}
        title={`Delete ${name}?`}
        content={<LinksList links={links ?? []} />}
        confirm="Delete"
        cancel="Keep it"
        onConfirm={confirm}
        onClose={() => setLinks(null)}
      />
    </>
  );
}
