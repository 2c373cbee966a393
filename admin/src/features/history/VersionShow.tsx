// One version: what it changed against the one before, item by item and field by field (before / after), and, for
// admins, "Restore": that content published again as a new version (so the restore can itself be undone).
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { contentResourceOfType } from '../../lib/contentResources';
import { when } from '../../lib/drafts';
import { RestoreButton } from './RestoreButton';
import { CHANGE_LABELS, KIND_LABELS, readableValue } from './versionLabels';

interface FieldChange {
  name: string;
  label: string;
  before: unknown;
  after: unknown;
}

interface ItemChange {
  type: string;
  id: number;
  label: string;
  change: 'added' | 'changed' | 'deleted';
  fields: FieldChange[];
}

const VersionTitle = () => {
  const record = useRecordContext();
  return <>{record ? `Version ${String(record.id)}` : 'Version'}</>;
};

function ItemDiff({ item }: { item: ItemChange }) {
  const type = contentResourceOfType(item.type)?.one ?? item.type;
  const heading = `${CHANGE_LABELS[item.change] ?? item.change}: ${type} ${item.id}${item.label ? ` (${item.label})` : ''}`;
  return (
    <Box component="section" aria-label={heading} sx={{ mb: 3 }}>
      <Typography component="h3" variant="subtitle1">
        {heading}
      </Typography>
      {item.fields.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th">Field</TableCell>
              <TableCell component="th">Before</TableCell>
              <TableCell component="th">After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {item.fields.map((field) => (
              <TableRow key={field.name}>
                <TableCell component="th" scope="row">
                  {field.label}
                </TableCell>
                <TableCell sx={{ bgcolor: 'rgba(255,0,0,0.06)', whiteSpace: 'pre-wrap' }}>{readableValue(field.before)}</TableCell>
                <TableCell sx={{ bgcolor: 'rgba(0,160,0,0.08)', whiteSpace: 'pre-wrap' }}>{readableValue(field.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function VersionChanges() {
  const record = useRecordContext();
  if (!record) return null;
  const changes = (Array.isArray(record.items) ? record.items : []) as ItemChange[];
  return (
    <Box sx={{ p: 2 }}>
      <Typography>
        {KIND_LABELS[String(record.kind)] ?? String(record.kind)} {when(record.createdAt)} by{' '}
        {String(record.createdBy ?? 'the command line')}
        {record.restoredFrom ? `, restoring version ${String(record.restoredFrom)}` : ''}.
      </Typography>
      {record.summary ? <Typography sx={{ mb: 2 }}>{String(record.summary)}</Typography> : null}
      <Typography component="h2" variant="h6">
        What changed
      </Typography>
      {changes.length === 0 ? (
        <Typography>Nothing changed against the version before.</Typography>
      ) : (
        changes.map((item) => <ItemDiff key={`${item.type}-${item.id}`} item={item} />)
      )}
    </Box>
  );
}

export default function VersionShow() {
  return (
    <Show
      title={<VersionTitle />}
      actions={
        <TopToolbar>
          <RestoreButton />
        </TopToolbar>
      }
    >
      <VersionChanges />
    </Show>
  );
}
