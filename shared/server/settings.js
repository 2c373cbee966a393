// Every setting the site's servers and scripts read from the environment, declared once: its name, type, default,
// range and meaning, as JSON Schema validated by env-schema (Ajv, as Fastify validates). Readers ask for theirs with
// readSettings; docs/configuration.md's table is generated from this list (`npm run docs:settings`) and `npm test`
// checks it is current. A new setting is one entry here.
import envSchema from 'env-schema';
import { DEFAULT_LOADER_MS } from '../src/config/defaults.js';
import { APP_NAMES, APPS, REMOTE_NAMES } from '../apps.ts';

/** Limits on one connection, in milliseconds, for every server (httpServer.js). Keep-alive outlasts the 60 s idle time
 * of common load balancers, so the balancer, not our server, closes first. */
export const DEFAULT_SERVER_TIMEOUTS = Object.freeze({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 72_000, idleMs: 60_000 });

/**
 * Where each server sits above a base port, for stacks of their own beside `npm start` (e2e suite, benchmarks, size):
 * the apps where the apps manifest puts them, then the servers that are not apps.
 */
export const BASE_OFFSETS = Object.freeze({
  ...Object.fromEntries(APP_NAMES.map((name) => [name, APPS[name].offset])),
  api: 1000,
  /** The demo partner page (docs/partner-demo): another origin that embeds every widget. */
  partner: 5,
  /** The mail catcher `npm start` runs when SMTP_URL is unset (maildev): its SMTP port, which the API sends to... */
  mail: 1025,
  /** ...and its web inbox, where an operator reads every mail sent to sales. */
  mailbox: 1080,
});
const HIGHEST_BASE = 65535 - Math.max(...Object.values(BASE_OFFSETS));

/** The servers `npm start` runs, and the port each listens on unless `<NAME>_PORT` says otherwise: 3000 + offset, but the mail catcher on maildev's own ports. */
export const DEFAULT_PORTS = Object.freeze({
  ...Object.fromEntries(Object.entries(BASE_OFFSETS).map(([name, offset]) => [name, 3000 + offset])),
  mail: 1025,
  mailbox: 1080,
});

const SERVER_TITLES = {
  ...Object.fromEntries(APP_NAMES.map((name) => [name, APPS[name].title])),
  api: 'the content API',
  partner: 'the demo partner page',
  mail: "the mail catcher's SMTP",
  mailbox: "the mail catcher's inbox",
};

const [FIRST_REMOTE] = REMOTE_NAMES;
const URL_USES = {
  shell: " (widgets' links and the admin's set-up links point there)",
  api: " (`/api/...`, `/storage/...`: config.json's apiBaseUrl)",
  ...Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      name === FIRST_REMOTE ? ' (its remoteEntry.js, server/remoteEntry.js and widget.js are beneath it)' : ` (as the ${FIRST_REMOTE}'s)`,
    ]),
  ),
  admin: ' (the rendering server forwards /admin there)',
};

const port = (fallback, description) => ({
  type: 'integer',
  minimum: 1,
  maximum: 65535,
  default: fallback,
  description,
  expects: 'a port number from 1 to 65535',
});
const portBase = (fallback, description) => ({
  type: 'integer',
  minimum: 1,
  maximum: HIGHEST_BASE,
  default: fallback,
  description,
  expects: `a base port from 1 to ${HIGHEST_BASE}`,
});
const milliseconds = (fallback, minimum, description) => ({
  type: 'integer',
  minimum,
  default: fallback,
  description,
  unit: 'milliseconds',
});
const URL_PATTERN = '^https?://[^/\\s]+(/\\S*)?$';
const ADDRESS = '[^\\s@<>,;"]+@[^\\s@<>,;"]+';

/**
 * name -> JSON Schema plus: `group` (who reads it, for the docs), `expects` (the phrase a refusal uses when the type
 * and range do not say it), `unit`, `defaultText` (a default that is not a constant), `trim: false` (taken as given).
 */
export const SETTINGS = Object.freeze({
  ...Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([name, fallback]) => [
      `${name.toUpperCase()}_PORT`,
      { ...port(fallback, `The port of ${SERVER_TITLES[name]}.`), group: 'site' },
    ]),
  ),
  ...Object.fromEntries(
    Object.keys(DEFAULT_PORTS).map((name) => [
      `${name.toUpperCase()}_URL`,
      {
        type: 'string',
        pattern: URL_PATTERN,
        description: `Where browsers reach ${SERVER_TITLES[name]}${URL_USES[name] ?? ''}.`,
        defaultText: `http://localhost:<${name.toUpperCase()}_PORT>`,
        expects: 'an http(s) URL',
        group: 'site',
      },
    ]),
  ),
  LOADER_MS: {
    ...milliseconds(DEFAULT_LOADER_MS, 0, "How long page loading screens show, counted from entry (the spec's 3 s); 0 renders none."),
    group: 'site',
  },
  SSR_WORKERS: {
    type: 'integer',
    minimum: 1,
    description: 'The rendering server: processes serving pages on its port.',
    defaultText: 'one per CPU',
    unit: 'processes',
    group: 'site',
  },
  SSR_API_TIMEOUT_MS: {
    ...milliseconds(
      2000,
      0,
      'The rendering server: how long a page waits for the API before rendering what it has (the browser fetches the rest).',
    ),
    group: 'site',
  },
  SSR_REMOTE_TIMEOUT_MS: {
    ...milliseconds(
      1500,
      0,
      "The rendering server: how long it waits for a remote's server build before leaving its sections to the browser.",
    ),
    group: 'site',
  },
  SSR_REMOTE_RETRY_MS: {
    ...milliseconds(10_000, 0, 'The rendering server: how long a failed remote is left to the browser before the server tries it again.'),
    group: 'site',
  },
  SSR_CONTENT_POLL_MS: {
    ...milliseconds(
      500,
      0,
      'The rendering server: how often it asks the API for the content version; kept pages are dropped when it changes.',
    ),
    group: 'site',
  },
  SSR_ADMIN_TOKEN: {
    type: 'string',
    description:
      'The rendering server: enables `POST /__admin/reload-remotes` with this bearer token, for in-place redeploys of a remote (docs/operations.md); unset, the endpoint does not exist.',
    trim: false,
    group: 'site',
  },

  PORT: {
    type: 'integer',
    minimum: 0,
    maximum: 65535,
    defaultText: 'API_PORT',
    description: 'The port the API listens on (0: any free port); `npm start` sets it from API_PORT.',
    group: 'api',
  },
  HOST: { type: 'string', default: '0.0.0.0', description: 'The address the API listens on.', group: 'api' },
  NODE_ENV: {
    type: 'string',
    description: '`production` (as `npm start` sets it): production errors and logging, and no CORS origin allowed unless configured.',
    group: 'api',
  },
  DATABASE_URL: {
    type: 'string',
    pattern: '^postgres(ql)?://',
    expects: 'a postgres:// URL',
    description: 'A PostgreSQL connection string; unset, the API runs embedded PGlite in PGLITE_DIR.',
    group: 'api',
  },
  PGLITE_DIR: {
    type: 'string',
    default: '.data/pglite',
    description: "The embedded database's folder (relative paths are from `api/`).",
    group: 'api',
  },
  STORAGE_DIR: {
    type: 'string',
    default: 'storage',
    description: 'Pictures, renditions and media uploads (relative paths are from `api/`).',
    group: 'api',
  },
  CORS_ORIGINS: {
    type: 'string',
    description:
      "The site's own browser origins that may call the public API, comma-separated (`npm start` sets the four apps'). With neither this nor PARTNER_ORIGINS set: any `http://localhost:*` in development, none in production.",
    group: 'api',
  },
  PARTNER_ORIGINS: {
    type: 'string',
    description:
      'Partner sites whose pages embed the widgets and may call the public API, comma-separated exact origins (`npm start` adds the demo partner page).',
    group: 'api',
  },
  TRUST_PROXY: {
    type: 'string',
    description:
      'Reverse proxies whose `X-Forwarded-For` names the client (addresses or CIDRs, comma-separated). Unset: the peer is the client and the header is ignored.',
    group: 'api',
  },
  CONTACT_RATE_LIMIT: {
    type: 'string',
    pattern: '^[1-9]\\d*/[1-9]\\d*[smh]$',
    default: '5/10m',
    expects: 'like 5/10m (posts per window; s, m or h)',
    description:
      'Contact messages, and quote enquiries, per client IP and window (each form counts apart); more get 429 with Retry-After. Counted per API instance.',
    group: 'api',
  },
  API_HEADERS_TIMEOUT_MS: {
    ...milliseconds(
      DEFAULT_SERVER_TIMEOUTS.headersMs,
      1,
      "How long a client may take to send a request's headers (not more than API_REQUEST_TIMEOUT_MS); past it, 408.",
    ),
    group: 'api',
  },
  API_REQUEST_TIMEOUT_MS: {
    ...milliseconds(
      DEFAULT_SERVER_TIMEOUTS.requestMs,
      1,
      'How long a client may take to send a whole request with its body (an upload too); past it, 408.',
    ),
    group: 'api',
  },
  API_KEEP_ALIVE_TIMEOUT_MS: {
    ...milliseconds(
      DEFAULT_SERVER_TIMEOUTS.keepAliveMs,
      1,
      "How long a kept-alive connection waits for its next request; keep it above any load balancer's idle timeout.",
    ),
    group: 'api',
  },
  API_IDLE_TIMEOUT_MS: {
    ...milliseconds(DEFAULT_SERVER_TIMEOUTS.idleMs, 1, 'A connection with no traffic either way for this long is closed.'),
    group: 'api',
  },
  SMTP_URL: {
    type: 'string',
    pattern: '^smtps?://([^@/\\s]+@)?[^@/:\\s]+(:\\d+)?(/\\S*)?(\\?\\S*)?$',
    expects: 'an smtp:// or smtps:// URL with a host (e.g. smtp://user:password@mail.example.com:587)',
    description:
      'The SMTP server mails to sales go through (STARTTLS when offered; nodemailer options may follow as query parameters). Unset: `npm start` uses its mail catcher; elsewhere mails wait in the outbox, with a warning at start.',
    group: 'api',
  },
  SALES_EMAIL: {
    type: 'string',
    pattern: `^${ADDRESS}$`,
    expects: 'one email address (e.g. sales@example.com)',
    description: "Who receives every contact message and quote enquiry; unset: the business setup's email.",
    group: 'api',
  },
  MAIL_FROM: {
    type: 'string',
    pattern: `^(${ADDRESS}|[^<>\\r\\n]*<\\s*${ADDRESS}\\s*>)$`,
    default: 'StarFamily website <no-reply@localhost>',
    expects: 'an email address or "Name <address>"',
    description: 'The sender of those mails (set an address of your domain in production); replies go to the visitor (Reply-To).',
    group: 'api',
  },
  ADMIN_ORIGIN: {
    type: 'string',
    pattern: '^https?://[^/\\s]+/*$',
    expects: 'an origin such as https://www.example.com (scheme, host, optional port; no path)',
    defaultText: "the site's origin",
    description: "The one origin the admin API accepts credentials and state changes from; also the passkeys' relying party.",
    group: 'api',
  },
  SCHEDULE_POLL_MS: { ...milliseconds(5000, 10, 'How often the API publishes scheduled drafts whose time has come.'), group: 'api' },
  MEDIA_MAX_BYTES: {
    type: 'integer',
    minimum: 1,
    maximum: 40 * 1024 * 1024,
    default: 20 * 1024 * 1024,
    unit: 'bytes',
    description: "The largest picture an operator may upload (at most the picture pipeline's 40 MiB); larger gets 413 before it is read.",
    group: 'api',
  },

  E2E_PORT_BASE: {
    ...portBase(
      13000,
      "The e2e suite's base port (two checkouts can run their suites side by side); its development-build servers use base + 10 + each site app's offset (shared/apps.ts).",
    ),
    group: 'scripts',
  },
  SIZE_PORT_BASE: { ...portBase(22000, "The size check's stack (`npm run size`)."), group: 'scripts' },
  BENCH_PORT_BASE: { ...portBase(25000, 'bench:pages and bench:taps stacks.'), group: 'scripts' },
  BENCH_PUBLISH_PORT_BASE: { ...portBase(25400, 'bench:publish stacks.'), group: 'scripts' },
  BENCH_SSR_PORT_BASE: { ...portBase(27000, 'bench:ssr stacks.'), group: 'scripts' },
  BENCH_API_PORT: { ...port(24500, "bench:api's API."), group: 'scripts' },
  BENCH_SIGN_IN_PORT: { ...port(24600, "bench:sign-in's API."), group: 'scripts' },
  BENCH_MAIL_PORT: { ...port(24800, "bench:mail's first port."), group: 'scripts' },
  CHROMIUM_PATH: {
    type: 'string',
    default: '/usr/bin/chromium',
    description:
      'The Chromium the benchmarks and the size budget drive, and the e2e suite when the headless shell is not installed (nothing downloads a browser).',
    group: 'scripts',
  },
  HEADLESS_CHROMIUM_PATH: {
    type: 'string',
    default: '/usr/bin/chromium-headless-shell',
    description: "The Chromium the e2e suite drives: Debian's headless shell (`chromium-headless-shell`), faster than the full browser.",
    group: 'scripts',
  },
  SIZE_VERBOSE: { type: 'string', description: '`npm run size` lists every script it counted.', group: 'scripts' },
  HOST_BENCHMARK_INDEX: {
    type: 'integer',
    minimum: 1,
    description:
      "This host's Lighthouse benchmarkIndex, which scales every test ceiling and the test load (shared/server/hostSpeed.js). Unset: the run measures it at its start and passes it on; set it to replay a run.",
    group: 'scripts',
  },
  E2E_WORKERS: {
    type: 'integer',
    minimum: 1,
    description:
      "The e2e suite's browsers at once. Unset: two, or one on a single core or a host over three times slower than the reference (docs/testing.md).",
    group: 'scripts',
  },
  JEST_WORKERS: {
    type: 'integer',
    minimum: 1,
    description: "Jest's workers. Unset: one per core.",
    group: 'scripts',
  },
  API_TEST_FILES: {
    type: 'integer',
    minimum: 1,
    description: 'API test files run at once. Unset: one per core (beside the e2e suite at a lower priority; docs/testing.md).',
    group: 'scripts',
  },
  TEST_DATABASE_URL: {
    type: 'string',
    pattern: '^postgres(ql)?://',
    expects: 'a postgres:// URL',
    description:
      'Also runs the API tests (and bench:api, bench:mail, bench:inbox, bench:publish) on this PostgreSQL server, in scratch databases; CI sets it. Unset: PGlite only.',
    group: 'scripts',
  },
});

/** The phrase a refusal uses: "CATALOGUE_PORT must be <this>, got …". */
export function expectation(name) {
  const setting = SETTINGS[name];
  if (setting.expects) return setting.expects;
  if (setting.type === 'integer') {
    const what = `a whole number${setting.unit ? ` of ${setting.unit}` : ''}`;
    if (setting.maximum !== undefined) return `${what} from ${setting.minimum} to ${setting.maximum}`;
    return `${what} (${setting.minimum} or more)`;
  }
  return 'text';
}

const schemaOf = ({ group, expects, unit, defaultText, trim, ...schema }) => schema;

/** A variable as given: an empty one counts as unset (a shell's `FOO= cmd` means "no value", not 0); trimmed unless the setting says. */
function given(env, name) {
  const value = env[name];
  if (value === undefined || value.trim() === '') return undefined;
  return SETTINGS[name].trim === false ? value : value.trim();
}

/**
 * The settings `names` from `env`, typed, with their defaults; a bad value stops the reader with every problem, each
 * naming its variable and what it takes. Unset settings without a default are absent.
 */
export function readSettings(names, env = process.env) {
  for (const name of names) if (!(name in SETTINGS)) throw new Error(`no setting named ${name} (shared/server/settings.js)`);
  const data = Object.fromEntries(names.flatMap((name) => (given(env, name) === undefined ? [] : [[name, given(env, name)]])));
  const properties = Object.fromEntries(names.map((name) => [name, schemaOf(SETTINGS[name])]));
  try {
    return envSchema({ schema: { type: 'object', properties }, data, env: false });
  } catch (error) {
    if (!error.errors) throw error;
    const named = [...new Set(error.errors.map((problem) => problem.instancePath.slice(1)).filter((name) => name in SETTINGS))];
    throw new Error(named.map((name) => `${name} must be ${expectation(name)}, got "${env[name]}"`).join('; ') || error.message);
  }
}

/** One setting (see readSettings). */
export const readSetting = (name, env = process.env) => readSettings([name], env)[name];
