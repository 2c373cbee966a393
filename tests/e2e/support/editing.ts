// An operator's session on the stack's admin API (docs/admin.md, docs/content-editing.md), as the admin app holds one:
// the account made with `npm run operators -- add`, its password set through its set-up link, signed in; each call with
// the admin's Origin, the session cookie and the session's CSRF token. For specs that need drafts or a preview link
// without going through the screens (admin-content.spec goes through them).
import { expect } from '@playwright/test';
import { addOperator } from './operators';
import { stack } from './stack';

const PASSWORD = 'lantern over nine bridges at dawn';

export interface OperatorSession {
  email: string;
  /** A call to `/api/admin<path>`; throws with the answer's text unless it is 2xx. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function operatorSession(role: 'admin' | 'editor' = 'editor'): Promise<OperatorSession> {
  const siteOrigin = new URL(stack.urls.shell).origin;
  const api = `${new URL(stack.urls.api).origin}/api/admin`;
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const token = new URL(await addOperator(email, role), siteOrigin).hash.replace(/^#token=/, '');
  const anonymous = { origin: siteOrigin, 'content-type': 'application/json', 'x-csrf-token': '1' };
  const setUp = await fetch(`${api}/setup`, { method: 'POST', headers: anonymous, body: JSON.stringify({ token, password: PASSWORD }) });
  expect(setUp.status, await setUp.clone().text()).toBe(204);
  const signIn = await fetch(`${api}/session`, { method: 'POST', headers: anonymous, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .find((line) => line.startsWith('__Host-sf_admin='))!
    .split(';', 1)[0]!;
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const headers = { origin: siteOrigin, cookie, 'x-csrf-token': csrfToken };
  return {
    email,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const answer = await fetch(`${api}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`${method} /api/admin${path} answered ${answer.status}: ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}

type WorkingRecord = Record<string, unknown> & { id: number; _revision: string; _draft: unknown };

/** Saves a draft of record `id` of the type at `path` (e.g. `products`) with `changes`; the public site is unchanged. */
export async function saveDraft(
  session: OperatorSession,
  path: string,
  id: number,
  changes: Record<string, unknown>,
): Promise<WorkingRecord> {
  const { _draft, ...record } = await session.call<WorkingRecord>('GET', `/content/${path}/${id}`);
  return session.call<WorkingRecord>('PUT', `/content/${path}/${id}`, { ...record, ...changes });
}

/** A preview link's token for this session (POST /api/admin/preview). */
export async function previewToken(session: OperatorSession): Promise<string> {
  return (await session.call<{ token: string }>('POST', '/preview', {})).token;
}
