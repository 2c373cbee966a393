// One inbox item: who wrote, what (with the enquiry's lines), the mail's delivery, and what the team did with it
// (status and an internal note, with who changed them last).
import { Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify, useRecordContext } from 'react-admin';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { deliveryLabel, kindLabel, STATUS_CHOICES, type Delivery } from './inboxLabels';

interface EnquiryLine {
  productId: number;
  productName: string;
  quantity: number;
  note: string;
}

const when = (value: unknown) => (value ? new Date(String(value)).toLocaleString() : '');

const InboxTitle = () => {
  const record = useRecordContext();
  return <>{record ? `${kindLabel(record.kind)} from ${String(record.fullName ?? '')}` : 'Inbox item'}</>;
};

function Lines({ lines }: { lines: EnquiryLine[] }) {
  return (
    <Table size="small" aria-label="What the enquiry asks for">
      <TableHead>
        <TableRow>
          <TableCell component="th">Product</TableCell>
          <TableCell component="th" align="right">
            Quantity
          </TableCell>
          <TableCell component="th">Note</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={`${line.productId}-${line.productName}`}>
            <TableCell>{line.productName}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell>{line.note}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Message() {
  const record = useRecordContext();
  if (!record) return null;
  const delivery = record.delivery as Delivery | undefined;
  const lines = (record.lines as EnquiryLine[] | undefined) ?? [];
  const changedBy = record.changedBy as { email: string } | null;
  const contact = [record.email, record.phone, record.company, record.country].filter(Boolean).map(String).join(' · ');
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 760 }}>
      <Typography component="h2" variant="h6">
        {String(record.fullName ?? '')}
      </Typography>
      <Typography>{contact}</Typography>
      <Typography variant="body2">Received {when(record.receivedAt)}</Typography>
      {record.message ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{String(record.message)}</Typography> : null}
      {lines.length > 0 && <Lines lines={lines} />}
      <Alert severity={delivery?.state === 'failing' ? 'error' : delivery?.state === 'sent' ? 'success' : 'info'}>
        {deliveryLabel(delivery)}
        {delivery?.sentAt ? ` ${when(delivery.sentAt)}` : ''}
        {delivery?.attempts ? ` (${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'})` : ''}
        {delivery?.lastError ? `. Last error: ${delivery.lastError}` : ''}
      </Alert>
      <Typography variant="body2">
        {changedBy ? `Last changed by ${changedBy.email}, ${when(record.changedAt)}` : 'Not changed by anyone yet.'}
      </Typography>
    </Box>
  );
}

const SaveOnly = () => (
  <Toolbar>
    <SaveButton label="Save" />
  </Toolbar>
);

export function InboxEdit() {
  const notify = useNotify();
  return (
    <Edit title={<InboxTitle />} mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess: () => notify('Saved.') }}>
      <SimpleForm toolbar={<SaveOnly />}>
        <Message />
        <SelectInput
          source="status"
          label="Status"
          choices={STATUS_CHOICES}
          validate={(value) => (value ? undefined : 'Choose a status.')}
        />
        <TextInput source="note" label="Internal note" multiline minRows={3} fullWidth helperText="Seen only by the team." />
      </SimpleForm>
    </Edit>
  );
}
