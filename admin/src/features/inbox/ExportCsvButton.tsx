// "Export CSV": the inbox as `npm run messages -- export` writes it (GET /api/admin/inbox.csv), saved as a file.
// Fetched with the session's cookie, then handed to the browser as a download.
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { apiFetch, errorMessage } from '../../lib/http';

const fileNameOf = (disposition: string | null) =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? `starfamily-inbox-${new Date().toISOString().slice(0, 10)}.csv`;

export function ExportCsvButton() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const answer = await apiFetch('/inbox.csv');
      const url = URL.createObjectURL(await answer.blob());
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: fileNameOf(answer.headers.get('content-disposition')),
      });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Export CSV" onClick={exportCsv} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
