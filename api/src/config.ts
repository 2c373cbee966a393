// Server settings from the environment. Relative defaults are resolved against the api package folder,
// never the current directory, so `node api/dist/server.js` behaves the same from anywhere.
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
