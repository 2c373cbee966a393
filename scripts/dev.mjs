// `npm run dev`: the API (tsx watch) and the webpack dev servers (four apps and the admin) side by side, run by
// concurrently: output prefixed by app, one that exits stops the others (SIGKILL 5 s after SIGTERM), Ctrl-C stops all.
// This file only works out the env the servers get from the settings (ports, CORS, the admin's origin).
import concurrently from 'concurrently';
import { appBaseUrl, portsFromEnv } from '../shared/server/config.js';
import { requireNodeMajor } from '../shared/server/nodeVersion.js';
import { BUILT, ROOT, stackEnv } from './stack.mjs';

requireNodeMajor('npm run dev');
const env = stackEnv(portsFromEnv(process.env));
// The webpack dev servers have no rendering server to put the admin at /admin of the site: it runs on its own port
// (http://localhost:3004/admin/), which the admin API must then take as the admin's origin.
env.ADMIN_ORIGIN ??= new URL(appBaseUrl('admin', env)).origin;

let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => (signalled = true));

const { result } = concurrently(
  BUILT.map((name) => ({
    name,
    command: `npm run dev -w @starfamily/${name}`,
    // The API reads PORT; the dev servers read <APP>_PORT (already in env).
    env: { ...env, ...(name === 'api' ? { PORT: env.API_PORT } : {}) },
  })),
  {
    cwd: ROOT,
    prefix: 'name',
    padPrefix: true,
    prefixColors: 'auto',
    // A dev server that dies (bad config, port taken) leaves a confusing half-stack: stop everything.
    killOthersOn: ['failure', 'success'],
    killTimeout: 5000,
  },
);
console.log(`dev: ${BUILT.map((name) => `${name} :${env[`${name.toUpperCase()}_PORT`]}`).join(', ')} (Ctrl-C stops all)`);
// Stopped by a signal: a clean exit; stopped because a server exited: a failure.
result.then(
  () => process.exit(0),
  () => process.exit(signalled ? 0 : 1),
);
