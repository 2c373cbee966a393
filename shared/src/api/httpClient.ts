// The one axios instance, created with the first request: a server-rendered page needs no request to show and
// hydrate, so its visitors do not download axios (~21 KB gzip) until something asks the API.
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { API_TIMEOUT_MS } from './apiTypes';

export interface HttpClient {
  client: AxiosInstance;
  isAxiosError: (typeof import('axios'))['isAxiosError'];
}

let timeoutMs = API_TIMEOUT_MS;
let wrapTransport: ((transport: AxiosAdapter) => AxiosAdapter) | undefined;
let loading: Promise<HttpClient> | undefined;

/** The axios instance; its base URL is read from the runtime config on every request that brings none. */
export function httpClient(): Promise<HttpClient> {
  loading ??= import('axios').then(({ default: axios, isAxiosError }) => {
    const client = axios.create({ headers: { Accept: 'application/json' }, timeout: timeoutMs });
    if (wrapTransport) client.defaults.adapter = wrapTransport(axios.getAdapter(client.defaults.adapter));
    client.interceptors.request.use((request) => {
      request.baseURL ??= `${getRuntimeConfig().apiBaseUrl}/api`;
      return request;
    });
    return { client, isAxiosError };
  });
  // A failed download (offline for a moment) is tried again with the next request.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** How long a request may take (the rendering server waits less than a browser does). */
export function setApiTimeout(ms: number): void {
  timeoutMs = ms;
  void loading?.then(({ client }) => {
    client.defaults.timeout = ms;
  });
}

/**
 * Wraps the transport of every request made from now on (the rendering server keeps the API's answers per content
 * version: shell/src/server/apiAnswers.ts). Set before the first request.
 */
export function setApiTransport(wrap: (transport: AxiosAdapter) => AxiosAdapter): void {
  if (loading) throw new Error('setApiTransport must be called before the first request');
  wrapTransport = wrap;
}
