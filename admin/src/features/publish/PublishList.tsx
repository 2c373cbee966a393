// The Publish page: every pending draft (GET /api/admin/drafts), with checkboxes to publish a release of some or all
// of them, and per draft: open it, discard it, schedule it.
import { DataTable, Link, List, TopToolbar, useCreatePath, type RaRecord } from 'react-admin';
import { Chip } from '@mui/material';
import { contentResourceOfType } from '../../lib/contentResources';
import { draftStateLabel, when } from '../../lib/drafts';
import { DiscardDraftButton } from './DiscardDraftButton';
import { PublishAllButton, PublishSelectedButton } from './PublishButtons';
import { ScheduleButton } from './ScheduleButton';

function DraftName({ record }: { record: RaRecord }) {
  const createPath = useCreatePath();
  const resource = contentResourceOfType(String(record.type));
  const text = `${resource?.one ?? String(record.type)} ${String(record.recordId)}: ${String(record.label ?? '')}`;
  if (!resource || record.state === 'deleted') return <>{text}</>;
  const to = resource.single
    ? createPath({ resource: resource.name, type: 'list' })
    : createPath({ resource: resource.name, type: 'edit', id: record.recordId as number });
  return <Link to={to}>{text}</Link>;
}

export default function PublishList() {
  return (
    <List
      title="Publish"
      perPage={100}
      pagination={false}
      actions={
        <TopToolbar>
          <PublishAllButton />
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable rowClick={false} bulkActionButtons={<PublishSelectedButton />}>
        <DataTable.Col label="Draft" disableSort render={(record) => <DraftName record={record as RaRecord} />} />
        <DataTable.Col label="Change" disableSort render={(record) => <Chip size="small" label={draftStateLabel(record.state)} />} />
        <DataTable.Col label="Saved" disableSort render={(record) => `${when(record.updatedAt)} by ${String(record.updatedBy ?? '')}`} />
        <DataTable.Col label="Scheduled" disableSort render={(record) => (record.publishAt ? when(record.publishAt) : '')} />
        <DataTable.Col label="Actions" disableSort>
          <ScheduleButton />
          <DiscardDraftButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
