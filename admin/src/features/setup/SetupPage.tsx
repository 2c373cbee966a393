// The set-up link's page (/admin/setup#token=...): the token travels in the fragment, never to a server log. The API
// says whether the link is still good (used, expired and tampered links get one clear message) and for which account;
// the person then chooses a password.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { apiJson, errorMessage } from '../../lib/http';
import { AuthCard } from '../../components/AuthCard';
import { FormikTextField } from '../../components/FormikTextField';
import { passwordSchema, PASSWORD_HINT } from './passwordSchema';

/** The token from `#token=...`. */
export const tokenFromFragment = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

type Check =
  { state: 'checking' } | { state: 'good'; email: string } | { state: 'refused'; message: string } | { state: 'done'; email: string };

const SIGN_IN = '/admin/login';

export function SetupPage() {
  // From the router's location, so that opening another link in the same tab (only the fragment changes) is read too.
  const token = tokenFromFragment(useLocation().hash);
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    setCheck({ state: 'checking' });
    setProblem(null);
    if (!token) {
      setCheck({
        state: 'refused',
        message: 'This set-up link is incomplete. Open the whole link you were given, or ask an admin for a new one.',
      });
      return;
    }
    apiJson<{ email: string }>('/setup/check', { method: 'POST', body: { token } }).then(
      ({ email }) => setCheck({ state: 'good', email }),
      (error: unknown) => setCheck({ state: 'refused', message: errorMessage(error) }),
    );
  }, [token]);

  return (
    <AuthCard title="Set up your admin account">
      {check.state === 'checking' && <Typography role="status">Checking your set-up link…</Typography>}
      {check.state === 'refused' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="error" role="alert">
            {check.message}
          </Alert>
          <Link component={RouterLink} to={SIGN_IN} reloadDocument>
            Go to sign-in
          </Link>
        </Box>
      )}
      {check.state === 'done' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="success" role="status">
            Your password is set. Sign in with {check.email} and your new password.
          </Alert>
          <Button component={RouterLink} to={SIGN_IN} reloadDocument variant="contained">
            Sign in
          </Button>
        </Box>
      )}
      {check.state === 'good' && (
        <Formik
          initialValues={{ password: '', confirmation: '' }}
          validationSchema={passwordSchema}
          onSubmit={async ({ password }) => {
            setProblem(null);
            try {
              await apiJson('/setup', { method: 'POST', body: { token, password } });
              setCheck({ state: 'done', email: check.email });
            } catch (error) {
              setProblem(errorMessage(error));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Choose a password">
              <Box sx={{ display: 'grid', gap: 2 }}>
                <Typography>
                  Choose a password for <strong>{check.email}</strong>.
                </Typography>
                {problem && (
                  <Alert severity="error" role="alert">
                    {problem}
                  </Alert>
                )}
                {/* A password manager files the new password under the account's email. */}
                <input type="email" name="username" autoComplete="username" value={check.email} readOnly hidden />
                <FormikTextField
                  name="password"
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  hint={PASSWORD_HINT}
                  autoFocus
                />
                <FormikTextField name="confirmation" label="New password again" type="password" autoComplete="new-password" />
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Setting your password…' : 'Set my password'}
                </Button>
              </Box>
            </Form>
          )}
        </Formik>
      )}
    </AuthCard>
  );
}
