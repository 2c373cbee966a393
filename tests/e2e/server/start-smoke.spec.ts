// `npm start` as a user runs it: custom ports from env, one line per server, a killed server restarted while the
// rest keep serving, mails to sales in the catcher's inbox, clean exit on SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, hostCeiling } from '../support/test';
import { stack } from '../support/stack';
import { APP_NAMES } from '../../../shared/apps';
import { portsFromBase } from '../../../shared/server/config.js';
import { readSetting } from '../../../shared/server/settings.js';

// Changes the stack (runs a whole `npm start` beside the stack, with its timings): runs alone (support/test.ts).
test.use({ changesStack: true });

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Beside the suite's own stack (E2E_PORT_BASE, see playwright.config.ts).
const PORTS = portsFromBase(readSetting<number>('E2E_PORT_BASE') + 100);

/** The env of a developer who set only ports: no LOADER_MS, URLs, database or CORS overrides. */
function startEnv(ports: Record<string, number>, tmp: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(LOADER_MS|DATABASE_URL|CORS_ORIGINS|E2E_STACK|[A-Z]+_(URL|PORT))$/.test(key)),
  );
  for (const [name, port] of Object.entries(ports)) env[`${name.toUpperCase()}_PORT`] = String(port);
  return { ...env, PGLITE_DIR: path.join(tmp, 'pglite'), STORAGE_DIR: path.join(tmp, 'storage') };
}

function runStart(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out.stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out.stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, out, exited };
}

const refuses = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** The pid of start.mjs's child serving `distDir` (Linux: read from /proc), or null while there is none. */
function serverPid(parentPid: number, distDir: string): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (comm) state ppid ...`: comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parentPid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(distDir)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

// start.mjs writes config.json into the dist folders: put back whatever a developer's `npm start` had there.
async function preserveDistConfigs() {
  const files = APP_NAMES.map((app) => path.join(ROOT, app, 'dist', 'config.json'));
  const saved = await Promise.all(files.map((file) => (existsSync(file) ? readFile(file, 'utf8') : null)));
  return () => Promise.all(files.map((file, i) => (saved[i] === null ? rm(file, { force: true }) : writeFile(file, saved[i]!))));
}

test('npm start: one line per server, config from env with the 3 s loader default, a killed server comes back, nothing left on SIGTERM', async ({
  request,
}) => {
  test.setTimeout(hostCeiling(300_000)); // start.mjs rebuilds first if a source changed since global setup
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'starfamily-start-'));
  const restoreConfigs = await preserveDistConfigs();
  const run = runStart(startEnv(PORTS, tmp));
  try {
    const expected = [...APP_NAMES, 'api', 'partner', 'mailbox'].map(
      (name) => `${name.padEnd(10)} http://localhost:${PORTS[name as keyof typeof PORTS]}${name === 'api' ? '/api' : ''}`,
    );
    // Ready lines, or an early exit (whose stderr then explains the failure below).
    const ready = expect
      .poll(() => run.out.stdout.split('\n').filter(Boolean).length, { timeout: hostCeiling(240_000) })
      .toBeGreaterThanOrEqual(expected.length);
    ready.catch(() => {}); // lost the race to an early exit: the assertion below reports it
    await Promise.race([run.exited, ready]);
    expect(run.out.stdout.trimEnd().split('\n'), run.out.stderr).toEqual(expected);

    const configResponse = await request.get(`http://localhost:${PORTS.shell}/config.json`);
    expect(configResponse.headers()['cache-control']).toBe('no-cache');
    expect(await configResponse.json()).toMatchObject({
      apiBaseUrl: `http://localhost:${PORTS.api}`,
      loaderMs: 3000,
      siteUrl: `http://localhost:${PORTS.shell}`,
    });
    // Partners' script tags point at a fixed name: revalidated on every load, readable from any origin.
    const widgetScript = await request.get(`http://localhost:${PORTS.catalogue}/widget.js`);
    expect(widgetScript.status()).toBe(200);
    expect(widgetScript.headers()['cache-control']).toBe('no-cache');
    expect(widgetScript.headers()['access-control-allow-origin']).toBe('*');
    const demo = await request.get(`http://localhost:${PORTS.partner}/`);
    expect(await demo.text()).toContain(`<script src="http://localhost:${PORTS.catalogue}/widget.js" async></script>`);
    expect((await request.get(`http://localhost:${PORTS.api}/api/health`)).status()).toBe(200);
    // The operators' admin, on the site at /admin (the rendering server forwards it to the admin's own server).
    const admin = await request.get(`http://localhost:${PORTS.shell}/admin/`);
    expect(admin.status()).toBe(200);
    expect(admin.headers()['x-robots-tag']).toBe('noindex, nofollow');

    // With nothing configured, a contact message reaches sales in the catcher's inbox.
    const sender = `start-smoke-${Date.now()}@example.com`;
    const posted = await request.post(`http://localhost:${PORTS.api}/api/contacts`, {
      data: { full_name: 'Smoke Tester', email: sender, message: 'Does mail reach sales?' },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    await expect
      .poll(
        async () =>
          ((await (await request.get(`http://127.0.0.1:${PORTS.mailbox}/api/email`)).json()) as { text: string }[]).filter((mail) =>
            mail.text.includes(sender),
          ).length,
        { timeout: hostCeiling(30_000) },
      )
      .toBe(1);
    expect(run.out.stderr).toContain(`read them at http://localhost:${PORTS.mailbox}`);

    // A remote's server dies: the rest keep serving, and start.mjs brings it back.
    const catalogueDist = path.join(ROOT, 'catalogue', 'dist');
    const killed = serverPid(run.child.pid!, catalogueDist);
    expect(killed, 'the catalogue server is a child of start.mjs').not.toBeNull();
    process.kill(killed!, 'SIGKILL');
    expect((await request.get(`http://localhost:${PORTS.shell}/about`)).status()).toBe(200);
    expect((await request.get(`http://localhost:${PORTS.company}/remoteEntry.js`)).status()).toBe(200);
    await expect.poll(() => run.out.stderr, { timeout: hostCeiling(60_000) }).toContain('[catalogue] restarted: ');
    expect(run.out.stderr).toContain('[catalogue] exited unexpectedly (SIGKILL)');
    const restarted = serverPid(run.child.pid!, catalogueDist);
    expect(restarted).not.toBeNull();
    expect(restarted).not.toBe(killed);
    expect((await request.get(`http://localhost:${PORTS.catalogue}/remoteEntry.js`)).status()).toBe(200);
    expect(run.child.exitCode, 'start.mjs kept running').toBeNull();

    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.out.stdout.trimEnd().split('\n')).toEqual(expected); // nothing else on stdout
    for (const port of Object.values(PORTS)) {
      expect(await refuses(port, '127.0.0.1'), `port ${port} (IPv4) is closed`).toBe(true);
      expect(await refuses(port, '::1'), `port ${port} (IPv6) is closed`).toBe(true);
    }
  } finally {
    run.child.kill('SIGKILL'); // no-op once it has exited
    await restoreConfigs();
    await rm(tmp, { recursive: true, force: true });
  }
});

test('npm start: a busy port is named and the exit code is non-zero, before any build', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'starfamily-start-'));
  const busy = Number(new URL(stack.urls.shell).port); // held by the e2e stack's shell
  const run = runStart(startEnv({ ...PORTS, shell: busy }, tmp));
  try {
    const { code } = await run.exited;
    expect(code).toBe(1);
    expect(run.out.stderr).toContain(`port ${busy} (shell) is already in use`);
    expect(run.out.stderr).not.toContain('building');
    expect(run.out.stdout).toBe('');
  } finally {
    run.child.kill('SIGKILL');
    await rm(tmp, { recursive: true, force: true });
  }
});
