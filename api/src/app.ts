// Builds the API: opens the database, then error handling, external plugins (security headers, CORS, static
// storage), app plugins (database, repositories), then routes under /api — the fastify/demo boot order.
import { mkdirSync } from 'node:fs';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import adminPathGuard from './admin/pathGuard';
import adminPlugin, { ADMIN_PREFIX } from './admin/plugin';
import {
  DEFAULT_CONTACT_RATE_LIMIT,
  DEFAULT_MEDIA_MAX_BYTES,
  DEFAULT_SERVER_TIMEOUTS,
  DEFAULT_MAIL_FROM,
  readAdminSettings,
  type AdminSettings,
  type MailSettings,
  type RateLimit,
  type ServerTimeouts,
} from './config';
import type { DatabaseHandle, DatabaseOptions } from './db/database';
import { createHttpServer } from './httpServer';
import { corsOptions } from './plugins/cors';
import contentSchedulerPlugin from './plugins/contentScheduler';
import contentCachePlugin, { createContentStore, type ContentStore } from './plugins/contentCache';
import databasePlugin, { openDatabase } from './plugins/database';
import errorsPlugin, { frameworkError } from './plugins/errors';
import mailOutboxPlugin from './plugins/mailOutbox';
import methodsPlugin, { collectRoutes } from './plugins/methods';
import operatorEndpoint from './operator/operatorEndpoint';
import picturesPlugin from './plugins/pictures';
import { PREVIEW_PREFIX } from './preview/paths';
import previewCopyPlugin from './preview/plugin';
import previewRoutes from './preview/routes';
import repositoriesPlugin from './plugins/repositories';
import { securityHeadersOptions } from './plugins/securityHeaders';
import { storageOptions } from './plugins/storage';
import contactRoutes from './routes/contacts';
import { contentReadRoutes } from './routes/contentReads';
import enquiryRoutes from './routes/enquiries';
import healthRoutes from './routes/health';

export interface AppOptions {
  database: DatabaseOptions;
  storageDir: string;
  /** Exact allowed origins (CORS_ORIGINS and PARTNER_ORIGINS); undefined for the defaults in plugins/cors.ts. */
  corsOrigins?: string[] | undefined;
  production?: boolean;
  /** Mails to sales (default: no SMTP server, so mails wait in the outbox). */
  mail?: MailSettings;
  /** How often the outbox worker looks for due mails when not woken (default 1 s). */
  mailPollMs?: number;
  /** Contact and enquiry posts per client IP, window and form (default: DEFAULT_CONTACT_RATE_LIMIT). */
  contactRateLimit?: RateLimit;
  /** Proxies trusted to name the client in X-Forwarded-For (addresses or CIDRs); default none. */
  trustProxy?: string[] | undefined;
  /** Seed an empty database on start (default true). */
  seed?: boolean;
  /** Limits on slow or silent clients (default: DEFAULT_SERVER_TIMEOUTS). */
  timeouts?: ServerTimeouts;
  /** How long one plugin may take to load (default Fastify's 10 s); the database opens before any, outside it. */
  pluginTimeout?: number;
  logger?: FastifyServerOptions['logger'];
  /** Serve the operators' commands on this embedded database while running (operator/operatorEndpoint.ts). */
  operatorEndpoint?: { pgliteDir: string } | undefined;
  /** The operators' admin: its origin and the site's URL for set-up links (default: the local site, http://localhost:3000). */
  admin?: AdminSettings;
  /** The largest media-library upload in bytes (default DEFAULT_MEDIA_MAX_BYTES, 20 MB). */
  mediaMaxBytes?: number;
  /** The clock the admin's sessions, links and throttle read (tests move it); default the real one. */
  now?: () => Date;
  /** How often scheduled drafts are looked for (SCHEDULE_POLL_MS; default 5 s). */
  schedulePollMs?: number;
}

const routes = [healthRoutes, ...contentReadRoutes, contactRoutes, enquiryRoutes];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const contentStore = createContentStore();
  const app = Fastify({
    // Timeouts for slow clients, and content reads already in memory answered before Fastify parses the request.
    serverFactory: (handler) => createHttpServer(handler, contentStore, options.timeouts ?? DEFAULT_SERVER_TIMEOUTS),
    logger: options.logger ?? false,
    // Failed requests are logged by plugins/errors.ts; a line per successful request is noise here.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    pluginTimeout: options.pluginTimeout,
    // Errors met before routing (an over-long path parameter) get the same JSON shape as every other answer.
    frameworkErrors: frameworkError,
    // request.ip: the peer, or (only behind a configured proxy) the client that proxy names.
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy : false,
  });
  mkdirSync(options.storageDir, { recursive: true });
  // Opened (migrated, seeded) before Fastify loads any plugin: on a busy machine this can take longer than any plugin
  // timeout (AVV_ERR_PLUGIN_EXEC_TIMEOUT), and a database that cannot start still fails with its own error.
  const database = await openDatabase({ database: options.database, storageDir: options.storageDir, seed: options.seed }, app.log);
  try {
    await registerPlugins(app, options, database, contentStore);
  } catch (error) {
    await database.close();
    throw error;
  }
  return app;
}

async function registerPlugins(app: FastifyInstance, options: AppOptions, database: DatabaseHandle, contentStore: ContentStore) {
  collectRoutes(app);
  const admin = options.admin ?? readAdminSettings({});
  const now = options.now ?? (() => new Date());

  await app.register(errorsPlugin);
  // Before CORS, whose hook answers preflights: every answer carries the headers.
  await app.register(helmet, securityHeadersOptions);
  await app.register(
    cors,
    corsOptions({ origins: options.corsOrigins, production: options.production ?? false, adminOrigin: admin.origin }),
  );
  await app.register(fastifyStatic, storageOptions(options.storageDir));

  await app.register(databasePlugin, { handle: database });
  await app.register(repositoriesPlugin);
  await app.register(mailOutboxPlugin, {
    settings: options.mail ?? { smtpUrl: undefined, salesEmail: undefined, from: DEFAULT_MAIL_FROM },
    holdLockWhileSending: database.driver === 'postgres',
    pollMs: options.mailPollMs,
  });
  await app.register(picturesPlugin, { storageDir: options.storageDir });
  await app.register(contentSchedulerPlugin, { storageDir: options.storageDir, now, pollMs: options.schedulePollMs });
  // The cache before compression: it keeps the JSON as sent (and its own gzip), compression then handles the rest.
  await app.register(contentCachePlugin, { store: contentStore });
  await app.register(previewCopyPlugin, { storageDir: options.storageDir });
  await app.register(compress, { threshold: 1024, encodings: ['gzip', 'deflate'] });
  // Limits are set per route (POST /api/contacts, /api/enquiries); the store is in memory, per instance (docs/operations.md: several instances).
  await app.register(rateLimit, { global: false });

  const limit = options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT;
  for (const route of routes) await app.register(route, { prefix: '/api', contactRateLimit: limit });
  await app.register(previewRoutes, { prefix: PREVIEW_PREFIX, now });
  await app.register(adminPathGuard, { now });
  await app.register(adminPlugin, {
    prefix: ADMIN_PREFIX,
    settings: { ...admin, now, mediaMaxBytes: options.mediaMaxBytes ?? DEFAULT_MEDIA_MAX_BYTES },
  });
  // Last: every path is known now, so a wrong method on one of them can be told apart from an unknown path.
  await app.register(methodsPlugin);
  if (options.operatorEndpoint)
    await app.register(operatorEndpoint, {
      ...options.operatorEndpoint,
      storageDir: options.storageDir,
      admin: { siteUrl: admin.siteUrl, now },
    });
}
