// The content API's answers as the rendering server last got them, kept while the content version stays the same.
// Content changes only through the API, whose version the server polls (contentVersion.ts), so a page rendered afresh
// (a query string no one asked for, a new device class) needs no request to the API while content has not changed:
// a miss of / went from 8-20 ms of waiting for the API to none (docs/decisions/0029-api-answers-kept.md).
import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';

export interface ApiAnswers {
  /** Wraps the HTTP transport: answers a GET kept for the current version, keeps a 200 got for it. */
  transport(next: AxiosAdapter): AxiosAdapter;
  readonly size: number;
}

/**
 * `versionNow`: the content version this process knows (null while unknown: nothing is kept); another version drops
 * every kept answer. Bounded (`maxEntries`, oldest out): a visitor's query strings reach the API (`?category_id=`).
 */
export function createApiAnswers({ versionNow, maxEntries = 1000 }: { versionNow: () => string | null; maxEntries?: number }): ApiAnswers {
  let version: string | null = null;
  const currentVersion = () => {
    const now = versionNow();
    if (now !== version) {
      version = now;
      kept.clear();
    }
    return version;
  };
  // The raw answer, before axios parses it: each page gets its own parsed copy, as from the network.
  const kept = new Map<string, Pick<AxiosResponse, 'data' | 'status' | 'statusText' | 'headers'>>();
  return {
    transport: (next) => async (config) => {
      const method = (config.method ?? 'get').toLowerCase();
      const askedFor = currentVersion();
      if (method !== 'get' || askedFor === null) return next(config);
      const key = axios.getUri(config);
      const answer = kept.get(key);
      if (answer) return { ...answer, config, request: null };
      const response = await next(config);
      // Only a success the API lets be kept (a preview's is no-store), and only if content did not change meanwhile.
      if (
        response.status === 200 &&
        !/\bno-store\b/.test(String(response.headers['cache-control'] ?? '')) &&
        askedFor === currentVersion()
      ) {
        kept.set(key, { data: response.data, status: response.status, statusText: response.statusText, headers: response.headers });
        if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      }
      return response;
    },
    get size() {
      return kept.size;
    },
  };
}
