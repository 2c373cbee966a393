// The site's settings from the environment, read here and nowhere else: the ports the local servers listen on, the
// URLs the browser is given (config.json) and the rendering server's settings. Scripts, the webpack helper, the
// rendering server and the e2e harness all call this module, and a bad value stops its reader naming the variable.
import os from 'node:os';
import { DEFAULT_LOADER_MS } from '../src/config/defaults.js';

export const DEFAULT_PORTS = Object.freeze({
  shell: 3000,
  catalogue: 3001,
  company: 3002,
  contact: 3003,
  /** The operators' admin (docs/admin.md): its static server, reached through the rendering server at /admin. */
  admin: 3004,
  api: 4000,
  /** The demo partner page (docs/partner-demo): another origin that embeds every widget. */
  partner: 3005,
  /** The mail catcher `npm start` runs when SMTP_URL is unset (maildev): its SMTP port, which the API sends to... */
  mail: 1025,
  /** ...and its web inbox, where an operator reads every mail sent to sales. */
  mailbox: 1080,
});

export const REMOTE_NAMES = Object.freeze(['catalogue', 'company', 'contact']);

/** Where each server sits above a base port, for stacks of their own beside `npm start` (e2e suite, benchmarks, size). */
const BASE_OFFSETS = Object.freeze({ shell: 0, catalogue: 1, company: 2, contact: 3, admin: 4, partner: 5, api: 1000, mail: 1025, mailbox: 1080 });
const HIGHEST_OFFSET = Math.max(...Object.values(BASE_OFFSETS));

// An empty variable counts as unset, as a shell's `FOO= cmd` means "no value", not 0.
const given = (env, variable) => (env[variable] === undefined || env[variable].trim() === '' ? undefined : env[variable].trim());

function wholeNumber(env, variable, fallback, { min, max = Number.MAX_SAFE_INTEGER, what }) {
  const text = given(env, variable);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`${variable} must be ${what}, got "${env[variable]}"`);
  return value;
}

/** A port from `variable` (unset: `fallback`); anything but a whole number from 1 to 65535 is refused. */
export const readPort = (env, variable, fallback) => wholeNumber(env, variable, fallback, { min: 1, max: 65535, what: 'a port number from 1 to 65535' });

const milliseconds = (env, variable, fallback) => wholeNumber(env, variable, fallback, { min: 0, what: 'a whole number of milliseconds (0 or more)' });

function known(name) {
  if (!(name in DEFAULT_PORTS)) throw new Error(`no server named "${name}" (known: ${Object.keys(DEFAULT_PORTS).join(', ')})`);
  return name;
}

/** A server's port: `<NAME>_PORT` (SHELL_PORT, API_PORT, ...) or its default. */
export const portOf = (name, env = process.env) => readPort(env, `${known(name).toUpperCase()}_PORT`, DEFAULT_PORTS[name]);

/** Every server's port, from env. */
export const portsFromEnv = (env = process.env) => Object.fromEntries(Object.keys(DEFAULT_PORTS).map((name) => [name, portOf(name, env)]));

/** Every server's port from one base: the shell on it, remotes +1..3, the admin +4, the partner page +5, the API +1000, the mail catcher +1025 (SMTP) and +1080 (inbox). */
export function portsFromBase(base) {
  if (!Number.isInteger(base) || base < 1 || base + HIGHEST_OFFSET > 65535) throw new Error(`a base port must be a whole number from 1 to ${65535 - HIGHEST_OFFSET}, got ${base}`);
  return Object.fromEntries(Object.entries(BASE_OFFSETS).map(([name, offset]) => [name, base + offset]));
}

/** `{ shell: 3000, ... }` -> `{ SHELL_PORT: '3000', ... }`: what child processes are given, read back by portOf. */
export const portVariables = (ports) =>
  Object.fromEntries(Object.keys(DEFAULT_PORTS).filter((name) => ports[name] !== undefined).map((name) => [`${name.toUpperCase()}_PORT`, String(ports[name])]));

/** Base URL (no trailing slash) of a server: `<NAME>_URL` (an http(s) URL) or `http://localhost:<its port>`. */
export function appBaseUrl(name, env = process.env) {
  const variable = `${known(name).toUpperCase()}_URL`;
  const explicit = given(env, variable);
  if (explicit === undefined) return `http://localhost:${portOf(name, env)}`;
  if (!/^https?:\/\/[^/]/i.test(explicit) || !URL.canParse(explicit)) throw new Error(`${variable} must be an http(s) URL, got "${env[variable]}"`);
  return explicit.replace(/\/+$/, '');
}

/**
 * The JSON object served as `config.json`.
 * - apiBaseUrl: where the content API lives (`API_URL`); calls go to `${apiBaseUrl}/api/...`.
 * - remotes: name -> URL of that remote's `remoteEntry.js` (`CATALOGUE_URL`, `COMPANY_URL`, `CONTACT_URL`).
 * - loaderMs: how long page loading screens show (`LOADER_MS`, default 3000 as the spec says).
 * - siteUrl: the main site (`SHELL_URL`), where widgets link for the canonical pages.
 */
export function runtimeConfigFromEnv(env = process.env) {
  return {
    apiBaseUrl: appBaseUrl('api', env),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${appBaseUrl(name, env)}/remoteEntry.js`])),
    loaderMs: milliseconds(env, 'LOADER_MS', DEFAULT_LOADER_MS),
    siteUrl: appBaseUrl('shell', env),
  };
}

/** The rendering server's settings (docs/configuration.md; each field is described in config.d.ts). */
export function renderingServerSettings(env = process.env) {
  return {
    workers: wholeNumber(env, 'SSR_WORKERS', os.availableParallelism(), { min: 1, what: 'a whole number of processes (1 or more)' }),
    apiTimeoutMs: milliseconds(env, 'SSR_API_TIMEOUT_MS', 2000),
    remoteTimeoutMs: milliseconds(env, 'SSR_REMOTE_TIMEOUT_MS', 1500),
    remoteRetryMs: milliseconds(env, 'SSR_REMOTE_RETRY_MS', 10_000),
    contentPollMs: milliseconds(env, 'SSR_CONTENT_POLL_MS', 500),
    // Compared byte for byte with the Authorization header, so never trimmed; empty counts as unset.
    adminToken: env.SSR_ADMIN_TOKEN || undefined,
  };
}
