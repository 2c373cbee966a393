// The signed-in operator as the API last said (GET /api/admin/session), kept in memory only: the cookie is HttpOnly,
// and the CSRF token every state-changing call carries comes from here.
export type Role = 'admin' | 'editor';

export interface Operator {
  id: number;
  email: string;
  role: Role;
}

export interface Session {
  operator: Operator;
  csrfToken: string;
  expiresAt: string;
}

let current: Session | null = null;

export const currentSession = () => current;
export const setSession = (session: Session | null) => {
  current = session;
};

/** For the anonymous calls (sign-in, set-up, passkey sign-in) the API takes any non-empty token (docs/admin.md). */
export const ANONYMOUS_CSRF_TOKEN = 'anonymous';
export const csrfToken = () => current?.csrfToken ?? ANONYMOUS_CSRF_TOKEN;
