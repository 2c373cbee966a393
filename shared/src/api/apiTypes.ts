export interface ApiError {
  /** HTTP status, or 'NETWORK_ERROR' when no answer came back. */
  status: number | 'NETWORK_ERROR';
  message: string;
  data?: unknown;
}

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  data?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
}

/** What a store hands its thunks: a widget's store reads from its own `api-base`, the site's from config.json. */
export interface StoreExtra {
  apiBaseUrl?: string;
}

export const apiBaseUrlOf = (extra: unknown): string | undefined => (extra as StoreExtra | undefined)?.apiBaseUrl;

/** Timeout for every call to the content API. */
export const API_TIMEOUT_MS = 15_000;
