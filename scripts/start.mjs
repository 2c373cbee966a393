// `npm start`: build what is stale, write config.json from env, serve the production builds and the API.
// stdout carries exactly one line per server (name and URL) once all are ready; progress and logs go to stderr.
// A server that exits on its own is restarted with backoff (logged on stderr) while the others keep serving.
// Ours, not pm2 or concurrently: pm2 is a daemon that outlives the terminal with its state in ~/.pm2, and
// concurrently's restarts neither wait until a server answers nor reset after a good minute; the servers are
// stack.mjs's, which the e2e suite also drives one by one.
import { build, BuildError, stopBuilds } from './build.mjs';
import { portsFromEnv } from '../shared/server/config.js';
import { requireNodeMajor } from '../shared/server/nodeVersion.js';
import {
  busyPorts,
  mailCatcherSmtpUrl,
  publicUrl,
  runsMailCatcher,
  SERVERS,
  stackEnv,
  startStack,
  stopAllServers,
  writeRuntimeConfigs,
} from './stack.mjs';

requireNodeMajor('npm start');
const ports = portsFromEnv(process.env);
// Production builds deserve a production API (its errors, logging and CORS policy), unless told otherwise.
const env = stackEnv(ports, { NODE_ENV: 'production', ...process.env });
/** Every server but the mail catcher when SMTP_URL names a real SMTP server. */
const served = SERVERS.filter((name) => name !== 'mailbox' || runsMailCatcher(ports, env));
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const timer of restartTimers) clearTimeout(timer);
  stopBuilds();
  await stopAllServers();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function main() {
  // Fail before a minute of building, and name the culprit.
  const listening = [...served, ...(served.includes('mailbox') ? ['mail'] : [])];
  const busy = await busyPorts(listening.map((name) => ports[name]));
  if (busy.length > 0) {
    for (const port of busy) {
      const owners = listening.filter((name) => ports[name] === port).join(', ');
      console.error(`port ${port} (${owners}) is already in use: stop what holds it or set ${owners.toUpperCase()}_PORT`);
    }
    process.exit(1);
  }

  await build({ log: (line) => console.error(line) });
  // Written at start time, not build time: one build serves every environment.
  await writeRuntimeConfigs(env);

  const stack = await startStack({ ports, env, onLine: (name, line) => console.error(`[${name}] ${line}`) });
  if (stopping) return;
  for (const name of served) console.log(`${name.padEnd(10)} ${publicUrl(name, env)}`);
  if (served.includes('mailbox'))
    console.error(
      `Mails to sales go to the catcher (${mailCatcherSmtpUrl(ports)}); read them at ${publicUrl('mailbox', env)}. Set SMTP_URL to send real mail.`,
    );

  for (const name of Object.keys(stack.servers)) supervise(stack, name);
}

// A server that exits on its own is started again while the rest keep serving: after 1 s, then twice as long each
// time it fails to start or exits again soon, at most 30 s apart; one that had run for a minute starts over at 1 s.
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_MS = 60_000;
const restartTimers = new Set();

function supervise(stack, name) {
  let delayMs = FIRST_DELAY_MS;
  let attempt = 0;
  const watch = (server, startedAt) =>
    server.exitedPromise.then(() => {
      if (stopping) return;
      if (Date.now() - startedAt >= STABLE_MS) delayMs = FIRST_DELAY_MS;
      console.error(`[${name}] exited unexpectedly (${server.exited}); the other servers keep serving`);
      restartLater();
    });
  const restartLater = () => {
    attempt += 1;
    console.error(`[${name}] restarting in ${delayMs / 1000} s (restart ${attempt})`);
    const wait = delayMs;
    delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
    const timer = setTimeout(async () => {
      restartTimers.delete(timer);
      if (stopping) return;
      try {
        await stack.start(name);
        if (stopping) return;
        console.error(`[${name}] restarted: ${publicUrl(name, env)}`);
        watch(stack.servers[name], Date.now());
      } catch (error) {
        if (stopping) return;
        console.error(`[${name}] restart failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        restartLater();
      }
    }, wait);
    restartTimers.add(timer);
  };
  watch(stack.servers[name], Date.now());
}

main().catch((error) => {
  if (stopping) return;
  console.error(error instanceof BuildError ? `\n✗ ${error.message}` : error);
  shutdown(1);
});
