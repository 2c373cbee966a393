// Every call to the admin API: the session cookie (credentials), the CSRF token on state-changing calls, JSON in and
// out, and errors as the API words them ({error, message}).
import { adminApiUrl } from './config';
import { csrfToken } from './session';

export interface ApiErrorBody {
  error?: string;
  message?: string;
  /** A refused record's messages by field (400 of a content save), shown next to each field. */
  errors?: Record<string, string>;
}

const READS = new Set(['GET', 'HEAD']);

/** A refused call: react-admin reads `status` (401 signs out) and shows `message`, the API's own words. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: ApiErrorBody = {},
    /** Retry-After, in seconds, of a lock. */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

/** What a person reads when the API could not say (it was not reached, or answered without a message). */
const fallbackMessage = (status: number) =>
  status === 0
    ? 'The admin API is not reachable. Check your connection and try again.'
    : `The admin API answered ${status}. Try again in a moment.`;

export async function apiFetch(path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (!READS.has(method)) headers['x-csrf-token'] = csrfToken();
  // A file upload (FormData) sets its own multipart content type with the boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  let answer: Response;
  try {
    answer = await fetch(adminApiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'include',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(fallbackMessage(0), 0);
  }
  if (answer.ok) return answer;
  const errorBody = (await answer.json().catch(() => ({}))) as ApiErrorBody;
  throw new ApiError(errorBody.message ?? fallbackMessage(answer.status), answer.status, errorBody, answer.headers.get('retry-after'));
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

/** `{q: 'tea', page: 2}` -> `?q=tea&page=2`, leaving out what is not given. */
export const query = (values: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
