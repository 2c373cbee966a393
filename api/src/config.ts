// The API's settings from the environment: each variable's type, default and range are declared once in
// shared/server/settings.js (docs/configuration.md); here they become the API's config. Relative paths are resolved
// against the api package folder, never the current directory, so `node api/dist/server.js` behaves the same from anywhere.
import { appBaseUrl, portOf } from '@starfamily/shared/server/config';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from '@starfamily/shared/server/http';
import { expectation, readSetting, readSettings, SETTINGS } from '@starfamily/shared/server/settings';
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
  /** Where contact messages and enquiries are mailed (SMTP_URL, SALES_EMAIL, MAIL_FROM). */
  mail: MailSettings;
  /** The operators' admin (docs/admin.md): its origin and where its set-up links point. */
  admin: AdminSettings;
  /** How often the API publishes scheduled drafts whose time has come (SCHEDULE_POLL_MS; default 5 s). */
  schedulePollMs: number;
  /** The largest picture an operator may upload to the media library, in bytes (MEDIA_MAX_BYTES; default 20 MB). */
  mediaMaxBytes: number;
}

export const DEFAULT_MEDIA_MAX_BYTES = SETTINGS.MEDIA_MAX_BYTES!.default as number;

export const readMediaMaxBytes = (env: Env = process.env): number => readSetting<number>('MEDIA_MAX_BYTES', env);

export interface AdminSettings {
  /**
   * The one browser origin the admin API answers with credentials and accepts state changes from (ADMIN_ORIGIN;
   * default the site's origin, from SHELL_URL or http://localhost:<SHELL_PORT>, as the site serves the admin at /admin).
   */
  origin: string;
  /** The site's base URL (SHELL_URL): set-up links are `${siteUrl}/admin/setup#token=…`. */
  siteUrl: string;
}

export function readAdminSettings(env: Env = process.env): AdminSettings {
  const siteUrl = appBaseUrl('shell', env);
  const given = readSetting<string | undefined>('ADMIN_ORIGIN', env);
  if (given === undefined) return { origin: new URL(siteUrl).origin, siteUrl };
  const origin = given.replace(/\/+$/, '');
  // The pattern takes any host; only a URL that is its own origin (lower case, no default port written) is one.
  if (!URL.canParse(origin) || new URL(origin).origin !== origin.toLowerCase()) {
    throw new Error(`ADMIN_ORIGIN must be ${expectation('ADMIN_ORIGIN')}, got "${env.ADMIN_ORIGIN}"`);
  }
  return { origin: new URL(origin).origin, siteUrl };
}

export interface MailSettings {
  /**
   * The SMTP server mails to sales go through (SMTP_URL: smtp://user:password@host:587 or smtps://host:465; nodemailer
   * options as query parameters). Unset: mails wait in the outbox until it is set (a warning at start).
   */
  smtpUrl: string | undefined;
  /** Who receives them (SALES_EMAIL); unset: the business setup's email, read when sending. */
  salesEmail: string | undefined;
  /** The sender (MAIL_FROM), an address or `Name <address>`; replies go to the visitor (Reply-To). */
  from: string;
}

export const DEFAULT_MAIL_FROM = SETTINGS.MAIL_FROM!.default as string;

export function readMailSettings(env: Env = process.env): MailSettings {
  let read: Record<string, unknown>;
  try {
    read = readSettings(['SMTP_URL', 'SALES_EMAIL', 'MAIL_FROM'], env);
  } catch (error) {
    // The refusal quotes the value: never an SMTP password.
    const smtpUrl = env.SMTP_URL;
    throw smtpUrl ? new Error((error as Error).message.replace(`"${smtpUrl}"`, `"${redactUrl(smtpUrl.trim())}"`)) : error;
  }
  return {
    smtpUrl: read.SMTP_URL as string | undefined,
    salesEmail: read.SALES_EMAIL as string | undefined,
    from: read.MAIL_FROM as string,
  };
}

/** A URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
  if (!URL.canParse(url)) return url.replace(/:[^:@/]*@/, ':***@');
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Limits on one connection (shared with the site's servers), in milliseconds; applied in httpServer.ts. */
export type { ServerTimeouts };
export { DEFAULT_SERVER_TIMEOUTS };

function readTimeouts(env: Env): ServerTimeouts {
  const read = readSettings(
    ['API_HEADERS_TIMEOUT_MS', 'API_REQUEST_TIMEOUT_MS', 'API_KEEP_ALIVE_TIMEOUT_MS', 'API_IDLE_TIMEOUT_MS'],
    env,
  ) as Record<string, number>;
  const timeouts = {
    headersMs: read.API_HEADERS_TIMEOUT_MS!,
    requestMs: read.API_REQUEST_TIMEOUT_MS!,
    keepAliveMs: read.API_KEEP_ALIVE_TIMEOUT_MS!,
    idleMs: read.API_IDLE_TIMEOUT_MS!,
  };
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

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** "5/10m" -> 5 per 10 minutes; units s, m, h (CONTACT_RATE_LIMIT's pattern is checked by its setting). */
export function parseRateLimit(value: string | undefined): RateLimit {
  const text = readSetting<string>('CONTACT_RATE_LIMIT', { CONTACT_RATE_LIMIT: value });
  const [, max, window, unit] = /^(\d+)\/(\d+)([smh])$/.exec(text)!;
  return { max: Number(max), windowMs: Number(window) * UNIT_MS[unit!]! };
}

export const DEFAULT_CONTACT_RATE_LIMIT: RateLimit = parseRateLimit(undefined);

type Env = Record<string, string | undefined>;

const fromApiRoot = (path: string) => (isAbsolute(path) ? path : resolve(apiRoot, path));

export function readConfig(env: Env = process.env): ServerConfig {
  const read = readSettings(
    ['PORT', 'HOST', 'DATABASE_URL', 'PGLITE_DIR', 'STORAGE_DIR', 'NODE_ENV', 'CONTACT_RATE_LIMIT', 'TRUST_PROXY', 'SCHEDULE_POLL_MS'],
    env,
  );
  return {
    port: (read.PORT as number | undefined) ?? portOf('api', env),
    host: read.HOST as string,
    databaseUrl: read.DATABASE_URL as string | undefined,
    pgliteDir: fromApiRoot(read.PGLITE_DIR as string),
    storageDir: fromApiRoot(read.STORAGE_DIR as string),
    corsOrigins: allowedOrigins(env),
    production: read.NODE_ENV === 'production',
    contactRateLimit: parseRateLimit(read.CONTACT_RATE_LIMIT as string),
    trustProxy: parseOrigins(read.TRUST_PROXY as string | undefined),
    timeouts: readTimeouts(env),
    mail: readMailSettings(env),
    admin: readAdminSettings(env),
    schedulePollMs: read.SCHEDULE_POLL_MS as number,
    mediaMaxBytes: readMediaMaxBytes(env),
  };
}

export const DEFAULT_SCHEDULE_POLL_MS = SETTINGS.SCHEDULE_POLL_MS!.default as number;

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
