// The shell's rendering server: the site's pages as HTML (composed from the remotes' server builds loaded at run time),
// sitemap.xml and robots.txt, and the shell's browser build. SSR_WORKERS processes (default: one per CPU) share the
// port and the pages they keep (cluster.ts).
// CLI: node shell/dist-server/server.cjs --port 3000 [--host localhost] [--config <config.json>] [--dist <dir>]
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { installSanitizerWindow, parseRuntimeConfig, setApiTimeout, setApiTransport, setRemoteLoadGuard } from '@starfamily/shared';
import { appBaseUrl, portOf, renderingServerSettings } from '@starfamily/shared/server/config';
import { runUntilStopped, serverArguments } from '@starfamily/shared/server/http';
import { createStaticServer } from '@starfamily/shared/server/static';
import { createApiAnswers } from './apiAnswers';
import { pagesFromPrimary, siteStateFromPrimary, superviseWorkers } from './cluster';
import { localSiteState } from './contentVersion';
import { createPageCache } from './pageCache';
import { createSiteServer } from './siteServer';
import { createConfigSource } from './serverConfig';
import { createRemoteGuard } from './remoteGuard';

const {
  port,
  host = 'localhost',
  values,
} = serverArguments({
  usage: 'node shell/dist-server/server.cjs [--port <port>] [--host <host>] [--config <config.json>] [--dist <dir>]',
  port: portOf('shell'),
  options: { dist: { type: 'string' }, config: { type: 'string' } },
});
const announce = (address: string, processes: number) =>
  `shell rendering server on ${address}${processes > 1 ? ` (${processes} processes)` : ''}`;

const distDir = path.resolve(values.dist ?? path.join(__dirname, '..', 'dist'));
const configFile = path.resolve(values.config ?? path.join(distDir, 'config.json'));
// Read once, in every process: a bad value stops the server at start, naming the variable.
const settings = renderingServerSettings();

function serve() {
  // DOMPurify needs a DOM: content HTML is sanitised on the server by the same library and rules as in the browser.
  installSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof installSanitizerWindow>[0]);
  // A slow content API must not hold the page: what has not arrived by then is fetched by the browser.
  setApiTimeout(settings.apiTimeoutMs);

  const configSource = createConfigSource(configFile, (raw) => parseRuntimeConfig(raw, configFile));
  configSource.current();
  const remoteGuard = createRemoteGuard({
    timeoutMs: settings.remoteTimeoutMs,
    openMs: settings.remoteRetryMs,
    // The runtime caches the pending load: registering anew makes the next try start over.
    onTimeout: () => configSource.reload(),
  });
  setRemoteLoadGuard(remoteGuard.guard);
  // One process polls the content version itself; in a cluster the primary polls it for all (cluster.ts).
  const siteState = cluster.isWorker
    ? siteStateFromPrimary(() => site.reloadRemotes())
    : localSiteState({ apiBaseUrl: () => configSource.current().config.apiBaseUrl, intervalMs: settings.contentPollMs });
  // The API's answers are kept while content stays the same: a page rendered afresh asks the API nothing new.
  setApiTransport(createApiAnswers({ versionNow: () => siteState.current().version }).transport);

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
    adminToken: settings.adminToken,
    adminUrl: appBaseUrl('admin'),
    apiWaitMs: settings.apiTimeoutMs,
    remoteWaitMs: settings.remoteTimeoutMs,
    siteState,
    pageCache: createPageCache({ shared: cluster.isWorker ? pagesFromPrimary() : undefined }),
  });

  void runUntilStopped({
    port,
    // In a cluster the primary says it once all its processes listen.
    start: () => files.listen({ port, host }).then((address) => cluster.isWorker || console.log(announce(address, 1))),
    stop: () => {
      siteState.stop();
      return files.close();
    },
  });
}

const processes = settings.workers;
/** The API's base URL from the config file as it is now (the primary reads no more of it). */
function apiBaseUrlFromFile(): string {
  try {
    return String((JSON.parse(readFileSync(configFile, 'utf8')) as { apiBaseUrl?: unknown }).apiBaseUrl ?? '');
  } catch {
    return '';
  }
}

if (cluster.isPrimary && processes > 1) {
  superviseWorkers(processes, (address) => announce(address, processes), {
    apiBaseUrl: apiBaseUrlFromFile,
    intervalMs: settings.contentPollMs,
  });
} else serve();
