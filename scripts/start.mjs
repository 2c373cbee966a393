// `npm start`: build what is stale, write config.json from env, serve the production builds and the API.
// stdout carries exactly one line per server (name and URL) once all are ready; progress and logs go to stderr.
import { build, BuildError, stopBuilds } from './build.mjs';
import { busyPorts, portsFromEnv, publicUrl, SERVERS, stackEnv, startStack, stopAllServers, writeRuntimeConfigs } from './stack.mjs';

const ports = portsFromEnv(process.env);
// Production builds deserve a production API (its errors, logging and CORS policy), unless told otherwise.
const env = stackEnv(ports, { NODE_ENV: 'production', ...process.env });
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  stopBuilds();
  await stopAllServers();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function main() {
  // Fail before a minute of building, and name the culprit.
  const busy = await busyPorts(SERVERS.map((name) => ports[name]));
  if (busy.length > 0) {
    for (const port of busy) {
      const owners = SERVERS.filter((name) => ports[name] === port).join(', ');
      console.error(`port ${port} (${owners}) is already in use: stop what holds it or set ${owners.toUpperCase()}_PORT`);
    }
    process.exit(1);
  }

  await build({ log: (line) => console.error(line) });
  // Written at start time, not build time: one build serves every environment.
  await writeRuntimeConfigs(env);

  const stack = await startStack({ ports, env, onLine: (name, line) => console.error(`[${name}] ${line}`) });
  if (stopping) return;
  for (const name of SERVERS) console.log(`${name.padEnd(10)} ${publicUrl(name, env)}`);

  // A server that dies on its own takes the stack down: half a site is worse than a clear failure.
  for (const server of Object.values(stack.servers)) {
    server.exitedPromise.then(() => {
      if (stopping) return;
      console.error(`${server.name} exited unexpectedly (${server.exited}); stopping everything`);
      shutdown(1);
    });
  }
}

main().catch((error) => {
  if (stopping) return;
  console.error(error instanceof BuildError ? `\n✗ ${error.message}` : error);
  shutdown(1);
});
