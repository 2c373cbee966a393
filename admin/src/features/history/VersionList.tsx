// History: every version of the site's content, newest first (who, when, how, what it says); a row opens its diff.
import type { MouseEvent } from 'react';
import { DataTable, DateField, Link, List, useCreatePath } from 'react-admin';
import { KIND_LABELS } from './versionLabels';

export default function VersionList() {
  const createPath = useCreatePath();
  return (
    <List title="History" actions={false} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col
          label="Version"
          disableSort
          // A link, so a version opens from the keyboard too.
          render={(record) => (
            <Link
              to={createPath({ resource: 'versions', type: 'show', id: record.id })}
              onClick={(event: MouseEvent) => event.stopPropagation()}
            >
              Version {String(record.id)}
            </Link>
          )}
        />
        <DataTable.Col label="When" disableSort render={(record) => <DateField record={record} source="createdAt" showTime />} />
        <DataTable.Col label="Who" disableSort render={(record) => String(record.createdBy ?? 'command line')} />
        <DataTable.Col
          label="How"
          disableSort
          render={(record) =>
            `${KIND_LABELS[String(record.kind)] ?? String(record.kind)}${record.restoredFrom ? ` (version ${String(record.restoredFrom)})` : ''}`
          }
        />
        <DataTable.Col source="summary" label="Summary" disableSort />
        <DataTable.Col label="Changes" disableSort render={(record) => String(record.changes ?? '')} />
      </DataTable>
    </List>
  );
}
