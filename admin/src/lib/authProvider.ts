// react-admin's auth provider over the admin API (docs/admin.md). The server decides everything: this only asks it
// (GET /api/admin/session) and hides what the operator's role may not use; the API refuses it anyway.
import type { AuthProvider } from 'react-admin';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiJson, errorStatus } from './http';
import { currentSession, setSession, type Session } from './session';

/** What only an admin may open (the API answers an editor 403). */
export const ADMIN_ONLY_RESOURCES = new Set(['operators', 'audit']);

let pending: Promise<Session | null> | null = null;

/** Asks the API who is signed in (every time: a session may have ended elsewhere); concurrent asks share one call. */
export function refreshSession(): Promise<Session | null> {
  pending ??= apiJson<Session>('/session')
    .then(
      (session) => session,
      (error: unknown) => {
        if (errorStatus(error) === 401) return null;
        throw error;
      },
    )
    .then((session) => {
      setSession(session);
      return session;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Signs in with a passkey: the API's options, the browser's authenticator, the API's verdict (a session like a password's). */
async function passkeySignIn(): Promise<Session> {
  const options = await apiJson<{ options?: PublicKeyCredentialRequestOptionsJSON } & PublicKeyCredentialRequestOptionsJSON>(
    '/passkey-session/options',
    {
      method: 'POST',
      body: {},
    },
  );
  const response = await startAuthentication({ optionsJSON: options.options ?? options });
  return apiJson<Session>('/passkey-session', { method: 'POST', body: { response } });
}

export const authProvider: AuthProvider = {
  async login(params: { email?: string; password?: string; passkey?: boolean }) {
    const session = params.passkey
      ? await passkeySignIn()
      : await apiJson<Session>('/session', { method: 'POST', body: { email: params.email, password: params.password } });
    setSession(session);
  },
  async logout() {
    if (currentSession()) {
      // Ended on the server; a session that had ended already is no reason to stay on this screen.
      await apiJson('/session', { method: 'DELETE' }).catch(() => undefined);
    }
    setSession(null);
  },
  async checkAuth() {
    if (!(await refreshSession())) throw new Error('signed out');
  },
  async checkError(error: unknown) {
    if (errorStatus(error) === 401) {
      setSession(null);
      throw error;
    }
  },
  async getIdentity() {
    const session = currentSession() ?? (await refreshSession());
    if (!session) throw new Error('signed out');
    return { id: session.operator.id, fullName: session.operator.email };
  },
  async getPermissions() {
    return (currentSession() ?? (await refreshSession()))?.operator.role;
  },
  async canAccess({ resource }) {
    if (!ADMIN_ONLY_RESOURCES.has(resource)) return true;
    return (currentSession() ?? (await refreshSession()))?.operator.role === 'admin';
  },
};
