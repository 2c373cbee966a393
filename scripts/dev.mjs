// `npm run dev`: the API (tsx watch) and the webpack dev servers (four apps and the admin), output prefixed by app; Ctrl-C stops all.
import { spawn } from 'node:child_process';
import { appBaseUrl, portsFromEnv } from '../shared/server/config.js';
import { requireNodeMajor } from '../shared/server/nodeVersion.js';
import { BUILT, eachLine, ROOT, stackEnv } from './stack.mjs';

// ANSI colours (cyan, yellow, magenta, green, red, blue, then the bright ones), one per server in BUILT's order.
const COLOURS = [36, 33, 35, 32, 31, 34, 96, 93, 95, 92, 91, 94];
const tty = process.stdout.isTTY;
const prefix = (name) => {
  const label = `[${name}]`.padEnd(12);
  return tty ? `\x1b[${COLOURS[BUILT.indexOf(name) % COLOURS.length]}m${label}\x1b[0m` : label;
};

requireNodeMajor('npm run dev');
const env = stackEnv(portsFromEnv(process.env));
// The webpack dev servers have no rendering server to put the admin at /admin of the site: it runs on its own port
// (http://localhost:3004/admin/), which the admin API must then take as the admin's origin.
env.ADMIN_ORIGIN ??= new URL(appBaseUrl('admin', env)).origin;
const children = [];
let stopping = false;

function run(name) {
  const child = spawn('npm', ['run', 'dev', '-w', `@starfamily/${name}`], {
    cwd: ROOT,
    // The API reads PORT; the dev servers read <APP>_PORT (already in env).
    env: { ...env, ...(name === 'api' ? { PORT: env.API_PORT } : {}), FORCE_COLOR: tty ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stopping kills npm, its shell and the dev server beneath it together.
    detached: true,
  });
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    eachLine(stream, (line) => out.write(`${prefix(name)} ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (stopping) return;
    // A dev server that dies (bad config, port taken) leaves a confusing half-stack: stop everything.
    console.error(`${prefix(name)} exited (${signal ?? `code ${code}`}); stopping the others`);
    stop(1);
  });
  children.push(child);
}

// The whole group, even when npm itself has exited: the dev server beneath it may still run.
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone
  }
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  children.forEach((child) => killGroup(child, 'SIGTERM'));
  const force = setTimeout(() => children.forEach((child) => killGroup(child, 'SIGKILL')), 5000);
  await Promise.all(children.map((child) => (child.exited ? null : new Promise((resolve) => child.once('exit', resolve)))));
  clearTimeout(force);
  process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

for (const name of BUILT) run(name);
console.log(`dev: ${BUILT.map((name) => `${name} :${env[`${name.toUpperCase()}_PORT`]}`).join(', ')} (Ctrl-C stops all)`);
