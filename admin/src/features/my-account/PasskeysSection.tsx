// The operator's passkeys: add one (this device's or a security key), see and remove them. A passkey then signs in
// from the sign-in page without a password.
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { Box, Button, Card, CardContent, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { apiFetch, apiJson, errorMessage } from '../../lib/http';

interface Passkey {
  id: number | string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const when = (value: string | null) => (value ? new Date(value).toLocaleString() : 'never');

export function PasskeysSection() {
  const notify = useNotify();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const load = useCallback(
    () =>
      apiJson<Passkey[] | { items: Passkey[] }>('/passkeys').then(
        (answer) => {
          setPasskeys(Array.isArray(answer) ? answer : answer.items);
          setLoadProblem(null);
        },
        (error: unknown) => setLoadProblem(`Your passkeys could not be loaded: ${errorMessage(error)}`),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const add = async () => {
    setBusy(true);
    setStatus('');
    try {
      const options = await apiJson<{ options?: PublicKeyCredentialCreationOptionsJSON } & PublicKeyCredentialCreationOptionsJSON>(
        '/passkeys/options',
        { method: 'POST', body: {} },
      );
      const response = await startRegistration({ optionsJSON: options.options ?? options });
      await apiJson('/passkeys', { method: 'POST', body: { name: name.trim() || 'Passkey', response } });
      setName('');
      setStatus('Passkey added. You can sign in with it from the sign-in page.');
      await load();
    } catch (error) {
      setStatus(
        error instanceof Error && error.name === 'NotAllowedError' ? 'Adding the passkey was cancelled or timed out.' : errorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    try {
      await apiFetch(`/passkeys/${encodeURIComponent(String(passkey.id))}`, { method: 'DELETE' });
      setStatus(`Passkey “${passkey.name}” removed.`);
      await load();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">
          Passkeys
        </Typography>
        <Typography variant="body2">
          A passkey signs you in with this device’s screen lock or a security key, without a password.
        </Typography>
        {loadProblem ? (
          <Typography role="alert">{loadProblem}</Typography>
        ) : passkeys === null ? (
          <Typography role="status">Loading your passkeys…</Typography>
        ) : passkeys.length === 0 ? (
          <Typography>You have no passkeys yet.</Typography>
        ) : (
          <List aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <ListItem
                key={passkey.id}
                secondaryAction={
                  <Button onClick={() => remove(passkey)} aria-label={`Remove passkey ${passkey.name}`}>
                    Remove
                  </Button>
                }
              >
                <ListItemText
                  primary={passkey.name}
                  secondary={`Added ${when(passkey.createdAt)}; last used ${when(passkey.lastUsedAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            id="passkey-name"
            label="Name for the new passkey"
            value={name}
            onChange={(event) => setName(event.target.value)}
            size="small"
            helperText="For example: office laptop"
          />
          <Button variant="contained" onClick={add} disabled={busy}>
            {busy ? 'Waiting for your device…' : 'Add a passkey'}
          </Button>
        </Box>
        <Typography role="status">{status}</Typography>
      </CardContent>
    </Card>
  );
}
