// The list of a content type (its working copy: drafts included, each with its state): search, sort by any field,
// pagination; a row opens the record. Columns: the id, the field that names a record, the draft state.
import type { MouseEvent } from 'react';
import { CreateButton, DataTable, Link, List, TextInput, TopToolbar, useCreatePath } from 'react-admin';
import type { DraftInfo } from '../../lib/drafts';
import { DraftStatus } from './DraftStatus';
import { OrderButton } from './OrderDialog';
import { useContentResource } from './useContentResource';

const filters = [<TextInput key="q" source="q" label="Search" alwaysOn resettable helperText={false} />];

export default function ContentList() {
  const resource = useContentResource();
  const createPath = useCreatePath();
  const label = resource.fields.find((field) => field.name === resource.labelField);
  // The date "newest first" sorts by (the API's order for such types).
  const date = resource.newestFirst ? resource.fields.find((field) => field.name === 'created_at') : undefined;
  return (
    <List
      title={resource.many}
      filters={filters}
      perPage={25}
      sort={resource.newestFirst ? { field: 'created_at', order: 'DESC' } : { field: 'id', order: 'ASC' }}
      actions={
        <TopToolbar>
          <OrderButton />
          <CreateButton label={`New ${resource.one.toLowerCase()}`} />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" label="ID" />
        {label && label.name !== 'id' && (
          <DataTable.Col
            source={label.name}
            label={label.label}
            // A link, so a record opens from the keyboard too (a click anywhere on the row opens it as well).
            render={(record) => (
              <Link
                to={createPath({ resource: resource.name, type: 'edit', id: record.id })}
                onClick={(event: MouseEvent) => event.stopPropagation()}
              >
                {String(record[label.name] ?? '') || `${resource.one} ${String(record.id)}`}
              </Link>
            )}
          />
        )}
        {date && (
          <DataTable.Col
            source={date.name}
            label={date.label}
            render={(record) => new Date(String(record[date.name])).toLocaleDateString()}
          />
        )}
        <DataTable.Col label="State" disableSort render={(record) => <DraftStatus draft={record._draft as DraftInfo | null} />} />
      </DataTable>
    </List>
  );
}
