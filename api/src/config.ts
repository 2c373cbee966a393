// Server settings from the environment. Relative defaults are resolved against the api package folder,
// never the current directory, so `node api/dist/server.js` behaves the same from anywhere.
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from '@starfamily/shared/server/http';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// src/config.ts and the bundled dist/server.js both sit one folder below the api package.
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… to use a PostgreSQL server; otherwise embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  storageDir: string;
  /**
   * Exact allowed origins: the site's apps (CORS_ORIGINS) and the partner sites that embed our widgets
   * (PARTNER_ORIGINS); undefined when neither is set (see plugins/cors.ts for the defaults).
   */
  corsOrigins: string[] | undefined;
  production: boolean;
  /** Contact posts allowed per client IP and window (CONTACT_RATE_LIMIT, e.g. "5/10m"; default 5 per 10 minutes). */
  contactRateLimit: RateLimit;
  /**
   * Proxies whose X-Forwarded-For names the client (TRUST_PROXY: addresses or CIDRs, comma-separated); unset means
   * none: the client is the peer address, and a forged header changes nothing.
   */
  trustProxy: string[] | undefined;
  /** How long slow or silent clients may hold a connection (API_*_TIMEOUT_MS). */
  timeouts: ServerTimeouts;
}

/** Limits on one connection (shared with the site's servers), in milliseconds; applied in httpServer.ts. */
export type { ServerTimeouts };
export { DEFAULT_SERVER_TIMEOUTS };

const TIMEOUT_VARIABLES: Record<keyof ServerTimeouts, string> = {
  headersMs: 'API_HEADERS_TIMEOUT_MS',
  requestMs: 'API_REQUEST_TIMEOUT_MS',
  keepAliveMs: 'API_KEEP_ALIVE_TIMEOUT_MS',
  idleMs: 'API_IDLE_TIMEOUT_MS',
};

function readTimeouts(env: Env): ServerTimeouts {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS };
  for (const [key, name] of Object.entries(TIMEOUT_VARIABLES) as [keyof ServerTimeouts, string][]) {
    const text = nonEmpty(env[name]);
    if (text === undefined) continue;
    if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`${name} must be a whole number of milliseconds above 0, got "${env[name]}".`);
    timeouts[key] = Number(text);
  }
  // Node refuses a headers limit longer than the whole request's.
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error(`API_HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not exceed API_REQUEST_TIMEOUT_MS (${timeouts.requestMs}).`);
  }
  return timeouts;
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

export const DEFAULT_CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** "5/10m" -> 5 per 10 minutes; units s, m, h. */
export function parseRateLimit(value: string | undefined): RateLimit {
  const text = nonEmpty(value);
  if (text === undefined) return DEFAULT_CONTACT_RATE_LIMIT;
  const match = /^(\d+)\/(\d+)([smh])$/.exec(text);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`CONTACT_RATE_LIMIT must look like 5/10m (posts per window; s, m or h), got "${value}".`);
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * UNIT_MS[match[3]!]! };
}

type Env = Record<string, string | undefined>;

const fromApiRoot = (path: string) => (isAbsolute(path) ? path : resolve(apiRoot, path));
const nonEmpty = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

export function readConfig(env: Env = process.env): ServerConfig {
  return {
    port: readPort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    pgliteDir: fromApiRoot(nonEmpty(env.PGLITE_DIR) ?? '.data/pglite'),
    storageDir: fromApiRoot(nonEmpty(env.STORAGE_DIR) ?? 'storage'),
    corsOrigins: allowedOrigins(env),
    production: env.NODE_ENV === 'production',
    contactRateLimit: parseRateLimit(env.CONTACT_RATE_LIMIT),
    trustProxy: parseOrigins(env.TRUST_PROXY),
    timeouts: readTimeouts(env),
  };
}

function readPort(value: string | undefined): number {
  if (nonEmpty(value) === undefined) return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}".`);
  return port;
}

function allowedOrigins(env: Env): string[] | undefined {
  const origins = [...(parseOrigins(env.CORS_ORIGINS) ?? []), ...(parseOrigins(env.PARTNER_ORIGINS) ?? [])];
  return origins.length > 0 ? [...new Set(origins)] : undefined;
}

/** "https://a.example, https://b.example" -> exact origins; an empty or unset variable means "not configured". */
export function parseOrigins(value: string | undefined): string[] | undefined {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  return origins.length > 0 ? origins : undefined;
}
