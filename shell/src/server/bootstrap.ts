// The shell's rendering server: the site's pages as HTML (composed from the remotes' server builds loaded at run time),
// sitemap.xml and robots.txt, and the shell's browser build.
// CLI: node shell/dist-server/server.cjs --port 3000 [--host localhost] [--config <config.json>] [--dist <dir>]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { JSDOM } from 'jsdom';
import { installSanitizerWindow, parseRuntimeConfig, setApiTimeout, setRemoteLoadGuard } from '@starfamily/shared';
import { createStaticServer } from '@starfamily/shared/server/static';
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
const distDir = path.resolve(values.dist ?? path.join(__dirname, '..', 'dist'));
const configFile = path.resolve(values.config ?? path.join(distDir, 'config.json'));
const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of milliseconds`);
  return value;
};

// DOMPurify needs a DOM: content HTML is sanitised on the server by the same library and rules as in the browser.
installSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof installSanitizerWindow>[0]);
// A slow content API must not hold the page: what has not arrived by then is fetched by the browser.
setApiTimeout(numberFromEnv('SSR_API_TIMEOUT_MS', 2000));

const configSource = createConfigSource(configFile, (raw) => parseRuntimeConfig(raw, configFile));
configSource.current();
const remoteGuard = createRemoteGuard({
  timeoutMs: numberFromEnv('SSR_REMOTE_TIMEOUT_MS', 1500),
  openMs: numberFromEnv('SSR_REMOTE_RETRY_MS', 10_000),
  // The runtime caches the pending load: registering anew makes the next try start over.
  onTimeout: () => configSource.reload(),
});
setRemoteLoadGuard(remoteGuard.guard);

const files = createStaticServer({
  root: distDir,
  configFile,
  // The template and the stylesheet list are the renderer's, not pages.
  hidden: ['index.html', 'ssr-assets.json'],
  onRoute: (request, reply) => site.page(request, reply),
});
const site = createSiteServer({
  app: files,
  distDir,
  template: readFileSync(path.join(distDir, 'index.html'), 'utf8'),
  configSource,
  remoteGuard,
  adminToken: process.env.SSR_ADMIN_TOKEN,
  apiWaitMs: numberFromEnv('SSR_API_TIMEOUT_MS', 2000),
});

const stop = () => files.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
files.listen({ port: Number(values.port), host: values.host }).then(
  (address) => console.log(`shell rendering server on ${address}`),
  (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `port ${values.port} is already in use` : error);
    process.exit(1);
  },
);
