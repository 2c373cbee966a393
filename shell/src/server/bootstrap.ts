// The shell's rendering server: the site's pages as HTML (composed from the remotes' server builds loaded at run time),
// sitemap.xml and robots.txt, and the shell's browser build. SSR_WORKERS processes (default: one per CPU) share the
// port and the pages they keep (cluster.ts).
// CLI: node shell/dist-server/server.cjs --port 3000 [--host localhost] [--config <config.json>] [--dist <dir>]
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { JSDOM } from 'jsdom';
import { installSanitizerWindow, parseRuntimeConfig, setApiTimeout, setRemoteLoadGuard } from '@starfamily/shared';
import { createStaticServer } from '@starfamily/shared/server/static';
import { pagesFromPrimary, siteStateFromPrimary, superviseWorkers, workerCount } from './cluster';
import { localSiteState } from './contentVersion';
import { createPageCache } from './pageCache';
import { createSiteServer } from './siteServer';
import { createConfigSource } from './serverConfig';
import { createRemoteGuard } from './remoteGuard';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.SHELL_PORT ?? '3000' },
    host: { type: 'string', default: 'localhost' },
    dist: { type: 'string' },
    config: { type: 'string' },
  },
});
const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of milliseconds`);
  return value;
};
const announce = (address: string, processes: number) =>
  `shell rendering server on ${address}${processes > 1 ? ` (${processes} processes)` : ''}`;

const distDir = path.resolve(values.dist ?? path.join(__dirname, '..', 'dist'));
const configFile = path.resolve(values.config ?? path.join(distDir, 'config.json'));
const contentPollMs = numberFromEnv('SSR_CONTENT_POLL_MS', 500);

function serve() {
  // DOMPurify needs a DOM: content HTML is sanitised on the server by the same library and rules as in the browser.
  installSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof installSanitizerWindow>[0]);
  // A slow content API must not hold the page: what has not arrived by then is fetched by the browser.
  const apiWaitMs = numberFromEnv('SSR_API_TIMEOUT_MS', 2000);
  setApiTimeout(apiWaitMs);

  const configSource = createConfigSource(configFile, (raw) => parseRuntimeConfig(raw, configFile));
  configSource.current();
  const remoteWaitMs = numberFromEnv('SSR_REMOTE_TIMEOUT_MS', 1500);
  const remoteGuard = createRemoteGuard({
    timeoutMs: remoteWaitMs,
    openMs: numberFromEnv('SSR_REMOTE_RETRY_MS', 10_000),
    // The runtime caches the pending load: registering anew makes the next try start over.
    onTimeout: () => configSource.reload(),
  });
  setRemoteLoadGuard(remoteGuard.guard);
  // One process polls the content version itself; in a cluster the primary polls it for all (cluster.ts).
  const siteState = cluster.isWorker
    ? siteStateFromPrimary(() => site.reloadRemotes())
    : localSiteState({ apiBaseUrl: () => configSource.current().config.apiBaseUrl, intervalMs: contentPollMs });

  const files = createStaticServer({
    root: distDir,
    configFile,
    // The template and the stylesheet list are the renderer's, not pages.
    hidden: ['index.html', 'ssr-assets.json'],
    onRoute: (request, reply) => site.page(request, reply),
    beforeFastify: (request, response) => site.answerKept(request, response),
  });
  const site = createSiteServer({
    app: files,
    distDir,
    template: readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    configSource,
    remoteGuard,
    adminToken: process.env.SSR_ADMIN_TOKEN,
    apiWaitMs,
    remoteWaitMs,
    siteState,
    pageCache: createPageCache({ shared: cluster.isWorker ? pagesFromPrimary() : undefined }),
  });

  const stop = () => {
    siteState.stop();
    void files.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  files.listen({ port: Number(values.port), host: values.host }).then(
    // In a cluster the primary says it once all its processes listen.
    (address) => cluster.isWorker || console.log(announce(address, 1)),
    (error: NodeJS.ErrnoException) => {
      console.error(error.code === 'EADDRINUSE' ? `port ${values.port} is already in use` : error);
      process.exit(1);
    },
  );
}

const processes = workerCount();
/** The API's base URL from the config file as it is now (the primary reads no more of it). */
function apiBaseUrlFromFile(): string {
  try {
    return String((JSON.parse(readFileSync(configFile, 'utf8')) as { apiBaseUrl?: unknown }).apiBaseUrl ?? '');
  } catch {
    return '';
  }
}

if (cluster.isPrimary && processes > 1) {
  superviseWorkers(processes, (address) => announce(address, processes), { apiBaseUrl: apiBaseUrlFromFile, intervalMs: contentPollMs });
} else serve();
