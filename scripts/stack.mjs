// Start and stop the production stack (API, the rendering server, the remotes' and the admin's static servers) as child processes.
// Used by start.mjs and by the e2e suite, which stops and restarts single servers.
// Ours: no kept tool starts a server, waits until it answers, and stops waiting (showing its output) the moment it
// dies; pm2 is a daemon outside the process tree, wait-on cannot watch the process, and execa settles only once the
// output pipes close, not when the server exits (docs/operations.md, "Our scripts and why").
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { APP_NAMES, SITE_APP_NAMES } from '../shared/apps.ts';
import { appBaseUrl, portVariables, portsFromBase, runtimeConfigFromEnv } from '../shared/server/config.js';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** The public site's apps: the shell and the remotes (each with a development build for the e2e suite too). */
export const APPS = SITE_APP_NAMES;
/** The operators' admin (docs/admin.md): its own static server, reached through the rendering server at /admin. */
export const ADMIN = 'admin';
/** Where the admin lives on the site, and where its static server serves it. */
export const ADMIN_BASE_PATH = '/admin/';
/** What scripts/build.mjs builds: every app of the manifest (shared/apps.ts) and the API. */
export const BUILT = Object.freeze([...APP_NAMES, 'api']);
/**
 * What `npm start` serves: the built apps and API, the demo partner page that embeds the widgets, and (unless SMTP_URL
 * names a real SMTP server) the mail catcher, whose inbox shows every mail the API sends to sales.
 */
export const SERVERS = Object.freeze([...BUILT, 'partner', 'mailbox']);

/** The catcher's SMTP server, which the API is given as SMTP_URL when none is set. */
export const mailCatcherSmtpUrl = (ports) => `smtp://127.0.0.1:${ports.mail}`;

/** Whether the stack runs the mail catcher: SMTP_URL unset (or set to the catcher itself). */
export const runsMailCatcher = (ports, env) => !env.SMTP_URL?.trim() || env.SMTP_URL.trim() === mailCatcherSmtpUrl(ports);

/** Where the catcher on `smtpPort` keeps its mails (one folder per port, so two stacks never share one; emptied when a stack starts). */
export const mailCatcherFolder = (smtpPort) => path.join(os.tmpdir(), `starfamily-maildev-${smtpPort}`);

// maildev's own command (the package exports only its ESM entry, dist/index.js; the command sits beside it).
const maildevCommand = () => path.join(path.dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');

/** The env every server and config.json sees: `<NAME>_PORT` for each port, and CORS for the app and partner origins. */
export function stackEnv(ports, base = process.env) {
  const env = { ...base, ...portVariables(ports) };
  // The API must accept calls from wherever the apps are actually served (comma-separated origins)...
  env.CORS_ORIGINS ??= APPS.map((name) => new URL(appBaseUrl(name, env)).origin).join(',');
  // ...and from the partner sites that embed widgets. Locally that is the demo partner page and any page a developer
  // tries the docs' snippet on: another localhost port, or a file opened in the browser (origin `null`).
  env.PARTNER_ORIGINS ??= [new URL(appBaseUrl('partner', env)).origin, 'http://localhost:*', 'http://127.0.0.1:*', 'null'].join(',');
  return env;
}

/** Public URL of a server: the app root, or the API root (`.../api`). */
export const publicUrl = (name, env = process.env) => (name === 'api' ? `${appBaseUrl('api', env)}/api` : appBaseUrl(name, env));

/** Writes `config.json` for every app and the admin, into its dist folder or (with `dir`) into `<dir>/<app>.json`. */
export async function writeRuntimeConfigs(env = process.env, dir) {
  const json = `${JSON.stringify(runtimeConfigFromEnv(env), null, 2)}\n`;
  if (dir) await mkdir(dir, { recursive: true });
  const files = {};
  for (const app of [...APPS, ADMIN]) {
    files[app] = dir ? path.join(dir, `${app}.json`) : path.join(ROOT, app, 'dist', 'config.json');
    await writeFile(files[app], json);
  }
  return files;
}

/** Resolves to the ports (of those given) that something already listens on. */
export async function busyPorts(ports) {
  const busy = [];
  for (const port of ports) {
    // Listening on the dual-stack wildcard fails if anything holds the port on any local address.
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
    });
    if (!free) busy.push(port);
  }
  return busy;
}

// Every server runs under exit-with-parent.mjs, so a SIGKILLed orchestrator leaves no server behind.
// `out`: the apps' build folder, `dist` or the e2e suite's development builds in `dist-dev` (scripts/build.mjs --dev).
function commandFor(name, port, { host, configFile, out = 'dist', env }) {
  const guard = path.join(ROOT, 'scripts', 'exit-with-parent.mjs');
  if (name === 'api') return [guard, path.join(ROOT, 'api', 'dist', 'server.js')];
  // SMTP and the inbox on the loopback interface only: the inbox shows every visitor's message. Mails are kept in a
  // folder per SMTP port, so a restarted catcher still shows them and two stacks never share one.
  if (name === 'mailbox') {
    const smtp = env.MAIL_PORT;
    return [
      guard,
      maildevCommand(),
      '--smtp',
      smtp,
      '--ip',
      '127.0.0.1',
      '--web',
      String(port),
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      mailCatcherFolder(smtp),
    ];
  }
  // The command line every server of the kit takes (shared/server/httpServer.js serverArguments).
  const options = ['--port', String(port), ...(host ? ['--host', host] : []), ...(configFile ? ['--config', configFile] : [])];
  // The rendering server: pages as HTML from the remotes' server builds, and the shell's browser build.
  if (name === 'shell')
    return [guard, path.join(ROOT, 'shell', `${out}-server`, 'server.cjs'), ...options, '--dist', path.join(ROOT, 'shell', out)];
  if (name === 'partner') return [guard, path.join(ROOT, 'scripts', 'serve-partner-demo.mjs'), ...options];
  // The admin has production builds only (it has no server rendering to check against a development build).
  if (name === ADMIN)
    return [
      guard,
      path.join(ROOT, 'scripts', 'serve-static.mjs'),
      path.join(ROOT, name, 'dist'),
      ...options,
      '--base-path',
      ADMIN_BASE_PATH,
    ];
  return [guard, path.join(ROOT, 'scripts', 'serve-static.mjs'), path.join(ROOT, name, out), ...options];
}

/** Polls until the server answers 200 (API: /api/health, remotes: remoteEntry.js, admin: its page), or the process dies, or time runs out. */
async function waitUntilReady(server, timeoutMs) {
  // `localhost`, as in the URLs the browser is given.
  const base = `http://${server.name === 'mailbox' ? '127.0.0.1' : 'localhost'}:${server.port}`;
  // The shell's pages need the remotes, which start beside it: its robots.txt shows it is up without rendering one.
  // A remote's container is what the site needs from it (its development build has no standalone page).
  const url = `${base}${{ api: '/api/health', shell: '/robots.txt', admin: ADMIN_BASE_PATH, partner: '/', mailbox: '/api/email' }[server.name] ?? '/remoteEntry.js'}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`${server.name} exited (${server.exited}) before it was ready:\n${server.output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await delay(150);
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs} ms:\n${server.output()}`);
}

/** Every server started by this process and still running, whatever phase the caller is in. */
const live = new Set();

/** Stops every server this process started (for signal handlers that may run mid-start). */
export const stopAllServers = () => Promise.all([...live].map((server) => stopServer(server)));

/**
 * Starts one server as a child process and waits until it answers.
 * @param {Exclude<import('../shared/server/config.js').ServerName, 'mail'>} name
 * @param {object} options
 * @param {number} options.port
 * @param {NodeJS.ProcessEnv} [options.env]   the stack env (see stackEnv)
 * @param {string} [options.host]             bind address for static servers (API: HOST in env)
 * @param {string} [options.configFile]       static servers: serve /config.json from this file
 * @param {string} [options.out]              the apps' build folder: `dist` (default) or `dist-dev`
 * @param {(name: string, line: string) => void} [options.onLine]  each output line (default: kept, shown on failure)
 * @param {number} [options.timeoutMs]
 */
export async function startServer(name, { port, env = process.env, host, configFile, out, onLine, timeoutMs = 60_000 }) {
  // Otherwise a stranger on the port could answer the readiness check in our server's place.
  const own = name === 'mailbox' ? [port, Number(env.MAIL_PORT)] : [port];
  for (const busy of await busyPorts(own)) throw new Error(`port ${busy} (${name}) is already in use`);
  const recent = [];
  const child = spawn(process.execPath, commandFor(name, port, { host, configFile, out, env }), {
    cwd: ROOT,
    env: name === 'api' ? { ...env, PORT: String(port) } : env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: a terminal's Ctrl-C reaches only the orchestrator, which stops servers in order.
    detached: true,
  });
  const server = {
    name,
    port,
    child,
    exited: null,
    output: () => recent.join('\n'),
    stop: () => stopServer(server),
  };
  live.add(server);
  const exitedPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      server.exited = signal ?? `code ${code}`;
      live.delete(server);
      resolve();
    });
  });
  server.exitedPromise = exitedPromise;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      recent.push(line);
      if (recent.length > 200) recent.shift();
      onLine?.(name, line);
    });
  }
  try {
    await waitUntilReady(server, timeoutMs);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

/** SIGTERM, then SIGKILL if it has not exited after `graceMs`. Resolves once the process is gone. */
export async function stopServer(server, graceMs = 5000) {
  if (server.exited) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await server.exitedPromise;
  clearTimeout(timer);
}

/**
 * Starts the mail catcher (unless SMTP_URL names a server) and the API first (the apps do not need it to start, but a
 * page loaded early would), then the four apps, the admin and the demo partner page. The API is given the catcher as SMTP_URL.
 * @returns {Promise<{ servers: Record<string, any>, start(name: string): Promise<void>, stop(name: string): Promise<void>, stopAll(): Promise<void> }>}
 */
export async function startStack({ ports, env: given, host, configFiles = {}, onLine, timeoutMs }) {
  const catcher = runsMailCatcher(ports, given);
  const env = catcher ? { ...given, SMTP_URL: mailCatcherSmtpUrl(ports) } : given;
  const servers = {};
  const start = async (name) => {
    if (servers[name] && !servers[name].exited) return;
    servers[name] = await startServer(name, { port: ports[name], env, host, configFile: configFiles[name], onLine, timeoutMs });
  };
  const stop = async (name) => servers[name] && stopServer(servers[name]);
  const stopAll = async () => {
    await Promise.all([...APPS, ADMIN, 'partner'].map(stop));
    await stop('api');
    await stop('mailbox');
  };
  // allSettled, not all: every start attempt must have finished before a failure stops the rest.
  const startAll = async (names) => {
    const failed = (await Promise.allSettled(names.map(start))).find((result) => result.status === 'rejected');
    if (!failed) return;
    await stopAll();
    throw failed.reason;
  };
  // A fresh inbox per stack; a catcher restarted by the supervisor keeps what it had.
  if (catcher) await rm(mailCatcherFolder(ports.mail), { recursive: true, force: true });
  await startAll(catcher ? ['mailbox', 'api'] : ['api']);
  await startAll([...APPS, ADMIN, 'partner']);
  return { servers, start, stop, stopAll };
}

/** This checkout's stack: what startScratchStack starts unless it is given another checkout's stack.mjs. */
const OWN_STACK = { stackEnv, writeRuntimeConfigs, startStack, publicUrl };

/**
 * The production stack on its own ports, with its own database, storage and config files in a temporary folder, for
 * scripts that measure the built site (benchmarks, the size budget) beside whatever else runs on the machine.
 * `LOADER_MS` 0 unless `loaderMs` says otherwise: the spec's loading screens would only hide what is measured.
 * @param {object} options
 * @param {number} options.base  the shell's port (the others above it: portsFromBase)
 * @param {(name: string, line: string) => void} [options.onLine]
 * @param {(scratch: { env: NodeJS.ProcessEnv, dir: string }) => Promise<void>} [options.prepare]  runs before any
 *   server starts, with the env (PGLITE_DIR, STORAGE_DIR) and the temporary folder: e.g. to import content the API
 *   will then serve instead of seeding
 * @param {typeof OWN_STACK} [options.checkout]  another checkout's stack.mjs module, to start that checkout's servers
 *   in the same scratch set-up (the page benchmark measures an older commit beside this one)
 * @param {string | null} [options.loaderMs]  LOADER_MS for the servers; null leaves it unset (a deployment's default)
 */
export async function startScratchStack({ base, onLine = () => undefined, prepare, checkout = OWN_STACK, loaderMs = '0' }) {
  const ports = portsFromBase(base);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'starfamily-scratch-'));
  const baseEnv = { ...process.env };
  delete baseEnv.DATABASE_URL;
  delete baseEnv.LOADER_MS;
  const env = checkout.stackEnv(ports, {
    ...baseEnv,
    NODE_ENV: 'production',
    ...(loaderMs === null ? {} : { LOADER_MS: loaderMs }),
    PGLITE_DIR: path.join(tmp, 'pglite'),
    STORAGE_DIR: path.join(tmp, 'storage'),
  });
  let stack;
  let configFiles;
  try {
    configFiles = await checkout.writeRuntimeConfigs(env, path.join(tmp, 'config'));
    await prepare?.({ env, dir: tmp });
    stack = await checkout.startStack({ ports, env, configFiles, onLine });
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
  return {
    shell: checkout.publicUrl('shell', env),
    api: checkout.publicUrl('api', env),
    env,
    dir: tmp,
    configFiles,
    /** Stops or starts one of its servers (e.g. to measure the site with one of them down). */
    stopServer: (name) => stack.stop(name),
    startServer: (name) => stack.start(name),
    stop: async () => {
      await stack.stopAll();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
