// Every call to the admin API: the session cookie (credentials), the CSRF token on state-changing calls, JSON in and
// out, and errors as the API words them ({error, message}) in an HttpError react-admin understands.
import { HttpError } from 'react-admin';
import { adminApiUrl } from './config';
import { csrfToken } from './session';

export interface ApiErrorBody {
  error?: string;
  message?: string;
}

const READS = new Set(['GET', 'HEAD']);

/** What a person reads when the API could not say (it was not reached, or answered without a message). */
const fallbackMessage = (status: number) =>
  status === 0 ? 'The admin API is not reachable. Check your connection and try again.' : `The admin API answered ${status}. Try again in a moment.`;

export async function apiFetch(path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (!READS.has(method)) headers['x-csrf-token'] = csrfToken();
  if (body !== undefined) headers['content-type'] = 'application/json';
  let answer: Response;
  try {
    answer = await fetch(adminApiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      cache: 'no-store',
    });
  } catch {
    throw new HttpError(fallbackMessage(0), 0, {});
  }
  if (answer.ok) return answer;
  const errorBody = (await answer.json().catch(() => ({}))) as ApiErrorBody;
  const error = new HttpError(errorBody.message ?? fallbackMessage(answer.status), answer.status, errorBody);
  Object.assign(error, { retryAfter: answer.headers.get('retry-after') });
  throw error;
}

/** A call whose answer is JSON (or nothing: 204 gives undefined). */
export async function apiJson<T>(path: string, options?: { method?: string; body?: unknown }): Promise<T> {
  const answer = await apiFetch(path, options);
  if (answer.status === 204) return undefined as T;
  return (await answer.json()) as T;
}

/** The API's error code of a failed call (`sign-in`, `locked`, `csrf`, ...), if it gave one. */
export const errorCode = (error: unknown): string | undefined => (error as { body?: ApiErrorBody })?.body?.error;
export const errorStatus = (error: unknown): number | undefined => (error as { status?: number })?.status;
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : 'Something went wrong. Try again.');
