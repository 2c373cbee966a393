// The runtime config each app fetches from `config.json` beside its index.html before it renders.
// It lives in the shared singleton so remotes see exactly what the shell loaded.
import { DEFAULT_LOADER_MS } from './defaults.js';

export interface RuntimeConfig {
  /** Origin of the content API, without `/api` and without a trailing slash. */
  apiBaseUrl: string;
  /** Remote name -> URL of its `remoteEntry.js`. */
  remotes: Record<string, string>;
  /** How long page loading screens show, in milliseconds (the spec says 3000). */
  loaderMs: number;
  /** Public URL of the main site (the shell), for widgets' links back to canonical pages. */
  siteUrl?: string;
}

export { DEFAULT_LOADER_MS };

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config has not been loaded yet: call loadRuntimeConfig() before rendering.');
  return current;
}

export function parseRuntimeConfig(raw: unknown, source: string): RuntimeConfig {
  const value = (raw ?? {}) as Partial<RuntimeConfig>;
  if (typeof value.apiBaseUrl !== 'string' || value.apiBaseUrl === '') {
    throw new Error(`${source} has no apiBaseUrl`);
  }
  const loaderMs = typeof value.loaderMs === 'number' && value.loaderMs >= 0 ? value.loaderMs : DEFAULT_LOADER_MS;
  const siteUrl = typeof value.siteUrl === 'string' && value.siteUrl !== '' ? value.siteUrl.replace(/\/+$/, '') : undefined;
  return { apiBaseUrl: value.apiBaseUrl.replace(/\/+$/, ''), remotes: { ...(value.remotes ?? {}) }, loaderMs, siteUrl };
}

/** Fetches and installs the config; `url` defaults to `config.json` at the site root. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const config = parseRuntimeConfig(await response.json(), url);
  setRuntimeConfig(config);
  return config;
}

/**
 * Absolute URL of a stored file (`products/a.svg` -> `https://api.example/storage/products/a.svg`), on the configured
 * API host or on `apiBaseUrl` (a widget's `api-base`); none for a missing path.
 */
export function storageUrl(path: string, apiBaseUrl?: string): string;
export function storageUrl(path: string | null | undefined, apiBaseUrl?: string): string | undefined;
export function storageUrl(path: string | null | undefined, apiBaseUrl: string = getRuntimeConfig().apiBaseUrl): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  const clean = path.replace(/^\/+/, '').replace(/^storage\//, '');
  return `${apiBaseUrl}/storage/${clean.split('/').map(encodeURIComponent).join('/')}`;
}
