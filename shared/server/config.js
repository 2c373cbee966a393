// What the site's servers make of their settings (declared in settings.js): the ports the local servers listen on,
// the URLs the browser is given (config.json) and the rendering server's settings. Scripts, the webpack helper, the
// rendering server and the e2e harness all call this module, and a bad value stops its reader naming the variable.
import os from 'node:os';
import { REMOTE_NAMES } from '../apps.ts';
import { BASE_OFFSETS, DEFAULT_PORTS, readSettings, readSetting } from './settings.js';

export { DEFAULT_PORTS, REMOTE_NAMES };

const HIGHEST_OFFSET = Math.max(...Object.values(BASE_OFFSETS));

function known(name) {
  if (!(name in DEFAULT_PORTS)) throw new Error(`no server named "${name}" (known: ${Object.keys(DEFAULT_PORTS).join(', ')})`);
  return name;
}

/** A server's port: `<NAME>_PORT` (SHELL_PORT, API_PORT, ...) or its default. */
export const portOf = (name, env = process.env) => readSetting(`${known(name).toUpperCase()}_PORT`, env);

/** Every server's port, from env. */
export const portsFromEnv = (env = process.env) => Object.fromEntries(Object.keys(DEFAULT_PORTS).map((name) => [name, portOf(name, env)]));

/** Every server's port from one base: each app at its offset (shared/apps.ts), the partner page +5, the API +1000, the mail catcher +1025 (SMTP) and +1080 (inbox). */
export function portsFromBase(base) {
  if (!Number.isInteger(base) || base < 1 || base + HIGHEST_OFFSET > 65535)
    throw new Error(`a base port must be a whole number from 1 to ${65535 - HIGHEST_OFFSET}, got ${base}`);
  return Object.fromEntries(Object.entries(BASE_OFFSETS).map(([name, offset]) => [name, base + offset]));
}

/** `{ shell: 3000, ... }` -> `{ SHELL_PORT: '3000', ... }`: what child processes are given, read back by portOf. */
export const portVariables = (ports) =>
  Object.fromEntries(
    Object.keys(DEFAULT_PORTS)
      .filter((name) => ports[name] !== undefined)
      .map((name) => [`${name.toUpperCase()}_PORT`, String(ports[name])]),
  );

/** Base URL (no trailing slash) of a server: `<NAME>_URL` (an http(s) URL) or `http://localhost:<its port>`. */
export function appBaseUrl(name, env = process.env) {
  const explicit = readSetting(`${known(name).toUpperCase()}_URL`, env);
  return explicit === undefined ? `http://localhost:${portOf(name, env)}` : explicit.replace(/\/+$/, '');
}

/**
 * The JSON object served as `config.json`.
 * - apiBaseUrl: where the content API lives (`API_URL`); calls go to `${apiBaseUrl}/api/...`.
 * - remotes: name -> URL of that remote's `remoteEntry.js` (`<NAME>_URL`, e.g. `CATALOGUE_URL`), for every remote of shared/apps.ts.
 * - loaderMs: how long page loading screens show (`LOADER_MS`, default 3000 as the spec says).
 * - siteUrl: the main site (`SHELL_URL`), where widgets link for the canonical pages.
 */
export function runtimeConfigFromEnv(env = process.env) {
  return {
    apiBaseUrl: appBaseUrl('api', env),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${appBaseUrl(name, env)}/remoteEntry.js`])),
    loaderMs: readSetting('LOADER_MS', env),
    siteUrl: appBaseUrl('shell', env),
  };
}

/** The rendering server's settings (docs/configuration.md; each field is described in config.d.ts). */
export function renderingServerSettings(env = process.env) {
  const read = readSettings(
    ['SSR_WORKERS', 'SSR_API_TIMEOUT_MS', 'SSR_REMOTE_TIMEOUT_MS', 'SSR_REMOTE_RETRY_MS', 'SSR_CONTENT_POLL_MS', 'SSR_ADMIN_TOKEN'],
    env,
  );
  return {
    workers: read.SSR_WORKERS ?? os.availableParallelism(),
    apiTimeoutMs: read.SSR_API_TIMEOUT_MS,
    remoteTimeoutMs: read.SSR_REMOTE_TIMEOUT_MS,
    remoteRetryMs: read.SSR_REMOTE_RETRY_MS,
    contentPollMs: read.SSR_CONTENT_POLL_MS,
    // Compared byte for byte with the Authorization header, so never trimmed; empty counts as unset.
    adminToken: read.SSR_ADMIN_TOKEN,
  };
}
