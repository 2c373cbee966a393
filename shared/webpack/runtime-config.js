// The runtime config every app reads at start-up from `config.json` beside its index.html.
// One build serves every environment: `npm start` writes this file, `npm run dev` serves it, operators override it by env.

export const DEFAULT_PORTS = Object.freeze({
  shell: 3000,
  catalogue: 3001,
  company: 3002,
  contact: 3003,
  api: 4000,
  /** The demo partner page (docs/partner-demo): another origin that embeds every widget. */
  partner: 3005,
});

export const REMOTE_NAMES = Object.freeze(['catalogue', 'company', 'contact']);

const envName = (name) => `${name.toUpperCase()}_URL`;
const portOf = (env, name) => Number(env[`${name.toUpperCase()}_PORT`] ?? DEFAULT_PORTS[name]);

/** Base URL (no trailing slash) of each app, from `<APP>_URL` or `http://localhost:<APP>_PORT`. */
export function appBaseUrl(name, env = process.env) {
  const explicit = env[envName(name)];
  return (explicit ?? `http://localhost:${portOf(env, name)}`).replace(/\/+$/, '');
}

/**
 * The JSON object served as `config.json`.
 * - apiBaseUrl: where the content API lives (`API_URL`, default http://localhost:4000); calls go to `${apiBaseUrl}/api/...`.
 * - remotes: name -> URL of that remote's `remoteEntry.js` (`CATALOGUE_URL`, `COMPANY_URL`, `CONTACT_URL`).
 * - loaderMs: how long page loading screens show (`LOADER_MS`, default 3000 as the spec says).
 * - siteUrl: the main site (`SHELL_URL`), where widgets link for the canonical pages.
 */
export function runtimeConfigFromEnv(env = process.env) {
  const loaderMs = env.LOADER_MS === undefined ? 3000 : Number(env.LOADER_MS);
  if (!Number.isFinite(loaderMs) || loaderMs < 0) {
    throw new Error(`LOADER_MS must be a non-negative number of milliseconds, got "${env.LOADER_MS}"`);
  }
  return {
    apiBaseUrl: appBaseUrl('api', env),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${appBaseUrl(name, env)}/remoteEntry.js`])),
    loaderMs,
    siteUrl: appBaseUrl('shell', env),
  };
}
