// Sign-in: email and password, or a passkey. Errors are the API's words (one message for every failed sign-in, the
// lock's own message while the account or this client is locked).
import { useState } from 'react';
import { useLogin } from 'react-admin';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import { ApiError, errorCode, errorMessage } from '../../lib/http';
import { AuthCard } from '../../components/AuthCard';
import { FormikTextField } from '../../components/FormikTextField';

const signInSchema = yup.object({
  email: yup.string().trim().email('Enter an email address.').required('Enter your email address.'),
  password: yup.string().required('Enter your password.'),
});

/** A lock names when to try again (Retry-After, seconds) if the API's message does not. */
function lockMessage(error: unknown): string {
  const retryAfter = Number(error instanceof ApiError ? error.retryAfter : undefined);
  const message = errorMessage(error);
  if (!Number.isFinite(retryAfter) || retryAfter <= 0 || /minute|second/i.test(message)) return message;
  const [amount, unit] = retryAfter < 60 ? [Math.ceil(retryAfter), 'second'] : [Math.ceil(retryAfter / 60), 'minute'];
  return `${message} Try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`;
}

const passkeyMessage = (error: unknown) =>
  error instanceof Error && error.name === 'NotAllowedError' ? 'The passkey sign-in was cancelled or timed out.' : errorMessage(error);

export function SignInPage() {
  const login = useLogin();
  const [problem, setProblem] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  const signInWithPasskey = async () => {
    setProblem(null);
    setPasskeyBusy(true);
    try {
      await login({ passkey: true });
    } catch (error) {
      setProblem(passkeyMessage(error));
    } finally {
      setPasskeyBusy(false);
    }
  };

  return (
    <AuthCard title="Sign in to the StarFamily admin">
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={signInSchema}
        onSubmit={async (values) => {
          setProblem(null);
          try {
            await login({ email: values.email.trim(), password: values.password });
          } catch (error) {
            setProblem(errorCode(error) === 'locked' ? lockMessage(error) : errorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Sign in">
            <Box sx={{ display: 'grid', gap: 2 }}>
              {problem && (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              )}
              <FormikTextField name="email" label="Email" type="email" autoComplete="username webauthn" autoFocus />
              <FormikTextField name="password" label="Password" type="password" autoComplete="current-password" />
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Signing in…' : 'Sign in'}
              </Button>
            </Box>
          </Form>
        )}
      </Formik>
      <Divider sx={{ my: 3 }}>
        <Typography variant="body2" component="span">
          or
        </Typography>
      </Divider>
      <Button fullWidth variant="outlined" onClick={signInWithPasskey} disabled={passkeyBusy}>
        {passkeyBusy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
    </AuthCard>
  );
}
