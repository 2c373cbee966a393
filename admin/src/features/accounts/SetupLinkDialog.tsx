// A set-up link to hand to its person: shown once (the API keeps only its hash), with a button to copy it.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';

export function SetupLinkDialog({ email, url, onClose }: { email: string; url: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="setup-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="setup-link-title">Set-up link for {email}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Send this link to {email}. It works once, for 24 hours; it is not shown again (make a new one from Accounts if it is lost).
        </DialogContentText>
        <TextField
          label="Set-up link"
          value={url}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'setup-link' } }}
          onFocus={(event) => event.target.select()}
        />
        <span role="status">{copied ? 'Copied.' : ''}</span>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>Copy link</Button>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
