// My account: who is signed in, signing out (here, or on every device), and passkeys.
import { Title, useGetIdentity, useLogout, useNotify, usePermissions } from 'react-admin';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { apiJson, errorMessage } from '../../lib/http';
import { PasskeysSection } from './PasskeysSection';

export function MyAccountPage() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  const logout = useLogout();
  const notify = useNotify();

  const signOutEverywhere = async () => {
    try {
      await apiJson('/sessions', { method: 'DELETE' });
      // This session has ended with the others: what is left is the local sign-out.
      await logout();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, maxWidth: 760 }}>
      <Title title="My account" />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h2" variant="h6">
            Signed in
          </Typography>
          <Typography>
            {identity?.fullName} {permissions ? `(${permissions === 'admin' ? 'admin' : 'editor'})` : ''}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => logout()}>
              Sign out
            </Button>
            <Button variant="outlined" onClick={signOutEverywhere}>
              Sign out everywhere
            </Button>
          </Box>
        </CardContent>
      </Card>
      <PasskeysSection />
    </Box>
  );
}
