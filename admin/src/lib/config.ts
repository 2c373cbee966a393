// The site's runtime config (its /config.json): where the admin API lives. Read once, at start-up.
export interface AdminConfig {
  /** The content API's origin; the admin API is under `${apiBaseUrl}/api/admin`. */
  apiBaseUrl: string;
}

let config: AdminConfig | undefined;

export async function loadConfig(): Promise<AdminConfig> {
  const answer = await fetch('/config.json', { cache: 'no-store' });
  if (!answer.ok) throw new Error(`/config.json answered ${answer.status}`);
  const body = (await answer.json()) as { apiBaseUrl?: unknown };
  if (typeof body.apiBaseUrl !== 'string' || !/^https?:\/\//.test(body.apiBaseUrl)) throw new Error('/config.json has no apiBaseUrl');
  config = { apiBaseUrl: body.apiBaseUrl.replace(/\/+$/, '') };
  return config;
}

/** `/inbox` -> `https://api.example/api/admin/inbox`. */
export function adminApiUrl(path: string): string {
  if (!config) throw new Error('the config is not loaded yet (loadConfig)');
  return `${config.apiBaseUrl}/api/admin${path}`;
}

/** The content API's origin (pictures are under `${apiBaseUrl()}/storage/`). */
export function apiBaseUrl(): string {
  if (!config) throw new Error('the config is not loaded yet (loadConfig)');
  return config.apiBaseUrl;
}
