// `npm run bench:sign-in`: how long an operator's sign-in takes (POST /api/admin/session: throttle check, Argon2id
// verification, a new session) against the built API on scratch data (PGlite), over 50 sign-ins one after another;
// and what one Argon2id hash costs here with the parameters the API uses (api/src/admin/passwords.ts). The operator is
// made as a person would make one: `npm run operators -- add` (through the running API), then the set-up link.
// Prints p50/p99; asserts nothing. CLI: node --import tsx scripts/bench-sign-in.mjs [--count N]
// Ours: the timing is a loop of 50 calls with bench/stats.mjs; tinybench would do the same loop and add a dependency,
// not a figure.
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HASHING } from '../api/src/admin/passwords.ts';
import { readSetting } from '../shared/server/settings.js';
import { addOperator, inScratchFolder } from './bench/api.mjs';
import { countOptions } from './bench/options.mjs';
import { median, percentile } from './bench/stats.mjs';
import { build } from './build.mjs';
import { startServer } from './stack.mjs';

const { count: COUNT } = countOptions({ count: 50 });
const PORT = readSetting('BENCH_SIGN_IN_PORT');
const ORIGIN = 'http://bench.sign-in.local';
const EMAIL = 'bench-admin@example.com';
const PASSWORD = 'a bench passphrase nobody uses';

const round = (ms) => `${ms.toFixed(1)} ms`;

async function argon2Cost() {
  const stored = await hash(PASSWORD, PASSWORD_HASHING);
  const times = [];
  for (let n = 0; n < 10; n += 1) {
    const started = performance.now();
    await verify(stored, PASSWORD);
    times.push(performance.now() - started);
  }
  return { stored, p50: median(times), p99: percentile(times, 99) };
}

console.log('Building the API (skipped when fresh)...');
await build({ names: ['api'] });

await inScratchFolder('bench-sign-in', async (tmp) => {
  const env = {
    ...process.env,
    PGLITE_DIR: path.join(tmp, 'pglite'),
    STORAGE_DIR: path.join(tmp, 'storage'),
    DATABASE_URL: '',
    ADMIN_ORIGIN: ORIGIN,
    SHELL_URL: ORIGIN,
  };
  const server = await startServer('api', {
    port: PORT,
    env: { ...env, NODE_ENV: 'production' },
    onLine: () => undefined,
    timeoutMs: 300_000,
  });
  try {
    const api = `http://127.0.0.1:${PORT}/api/admin`;
    const headers = { origin: ORIGIN, 'x-csrf-token': 'bench', 'content-type': 'application/json' };
    await addOperator({ env, apiUrl: `http://127.0.0.1:${PORT}/api`, origin: ORIGIN, email: EMAIL, role: 'admin', password: PASSWORD });

    const signIn = async () => {
      const started = performance.now();
      const answer = await fetch(`${api}/session`, { method: 'POST', headers, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
      const ms = performance.now() - started;
      if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
      await answer.arrayBuffer();
      return ms;
    };
    await signIn(); // warm-up, not counted
    const times = [];
    for (let n = 0; n < COUNT; n += 1) times.push(await signIn());

    const argon2 = await argon2Cost();
    const { algorithm, memoryCost, timeCost, parallelism } = PASSWORD_HASHING;
    console.log(`\nSign-in (POST /api/admin/session, right password), ${COUNT} in a row on PGlite:`);
    console.log(
      `  p50 ${round(median(times))}   p99 ${round(percentile(times, 99))}   min ${round(Math.min(...times))}   max ${round(Math.max(...times))}`,
    );
    console.log(
      `Argon2id parameters: algorithm ${algorithm} (Argon2id), m=${memoryCost} KiB (${memoryCost / 1024} MiB), t=${timeCost}, p=${parallelism}`,
    );
    console.log(
      `  one verification in this process: p50 ${round(argon2.p50)}   p99 ${round(argon2.p99)}   (${argon2.stored.slice(0, 31)}...)`,
    );
  } finally {
    await server.stop();
  }
});
