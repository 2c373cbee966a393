// Server settings from the environment. Relative defaults are resolved against the api package folder,
// never the current directory, so `node api/dist/server.js` behaves the same from anywhere.
import { appBaseUrl, DEFAULT_PORTS } from '@starfamily/shared/server/config';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from '@starfamily/shared/server/http';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PICTURE_LIMITS } from './pictures/settings';

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

export const DEFAULT_MEDIA_MAX_BYTES = 20 * 1024 * 1024;

export function readMediaMaxBytes(env: Env = process.env): number {
  const text = nonEmpty(env.MEDIA_MAX_BYTES);
  if (text === undefined) return DEFAULT_MEDIA_MAX_BYTES;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > PICTURE_LIMITS.maxBytes) {
    throw new Error(`MEDIA_MAX_BYTES must be a whole number of bytes from 1 to ${PICTURE_LIMITS.maxBytes} (the picture pipeline's limit), got "${env.MEDIA_MAX_BYTES}".`);
  }
  return Number(text);
}

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
  const given = nonEmpty(env.ADMIN_ORIGIN);
  if (given === undefined) return { origin: new URL(siteUrl).origin, siteUrl };
  const origin = given.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/i.test(origin) || !URL.canParse(origin) || new URL(origin).origin !== origin.toLowerCase()) {
    throw new Error(`ADMIN_ORIGIN must be an origin such as https://www.example.com (scheme, host, optional port; no path), got "${env.ADMIN_ORIGIN}".`);
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

export const DEFAULT_MAIL_FROM = 'StarFamily website <no-reply@localhost>';

// A plain address: something@domain, no spaces, no angle brackets, no line breaks.
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;

export function readMailSettings(env: Env = process.env): MailSettings {
  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (smtpUrl !== undefined && (!URL.canParse(smtpUrl) || !['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol) || new URL(smtpUrl).hostname === '')) {
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL with a host (e.g. smtp://user:password@mail.example.com:587), got "${redactUrl(smtpUrl)}".`);
  }
  const salesEmail = nonEmpty(env.SALES_EMAIL);
  if (salesEmail !== undefined && !ADDRESS.test(salesEmail)) throw new Error(`SALES_EMAIL must be one email address (e.g. sales@example.com), got "${env.SALES_EMAIL}".`);
  const from = nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM;
  const named = /^[^<>\r\n]*<([^<>]+)>$/.exec(from);
  if (!ADDRESS.test(named ? named[1]!.trim() : from)) throw new Error(`MAIL_FROM must be an email address or "Name <address>", got "${env.MAIL_FROM}".`);
  return { smtpUrl, salesEmail, from };
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
    mail: readMailSettings(env),
    admin: readAdminSettings(env),
    schedulePollMs: readSchedulePollMs(env.SCHEDULE_POLL_MS),
    mediaMaxBytes: readMediaMaxBytes(env),
  };
}

export const DEFAULT_SCHEDULE_POLL_MS = 5000;

function readSchedulePollMs(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return DEFAULT_SCHEDULE_POLL_MS;
  if (!/^\d+$/.test(text) || Number(text) < 10) throw new Error(`SCHEDULE_POLL_MS must be a whole number of milliseconds, at least 10, got "${value}".`);
  return Number(text);
}

function readPort(value: string | undefined): number {
  if (nonEmpty(value) === undefined) return DEFAULT_PORTS.api;
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
