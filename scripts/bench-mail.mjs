// `npm run bench:mail`: how long after the API answers 201 to an enquiry its mail is in the sales inbox. The built API
// with the outbox on, sending to a mail catcher (maildev) of its own; 200 enquiries one after another, each timed from
// its 201 to the moment the catcher lists it (polled every 2 ms, so figures are at most ~2 ms late). Prints p50, p90,
// p99 and max; asserts nothing. On PGlite, and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server.
// CLI: node scripts/bench-mail.mjs [--count N]
// Ours: no tool times a mail from the API's 201 to a catcher's inbox; the API and catcher run through stack.mjs.
import { setTimeout as delay } from 'node:timers/promises';
import { inScratchFolder, onEachDatabase, productIds, withApiAndCatcher } from './bench/api.mjs';
import { countOptions } from './bench/options.mjs';
import { percentile } from './bench/stats.mjs';
import { build } from './build.mjs';
import { readSetting } from '../shared/server/settings.js';

const { count: COUNT } = countOptions({ count: 200 });
const BASE_PORT = readSetting('BENCH_MAIL_PORT');
const ports = { api: BASE_PORT, mail: BASE_PORT + 1, mailbox: BASE_PORT + 2 };

/** Resolves with the time the catcher first lists a mail with `subject`. */
async function arrival(inbox, subject, timeoutMs = 60_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    // Asked for by subject: maildev's times have whole seconds, so "the newest five" may miss one of many in a second.
    const found = await (await fetch(`${inbox}/api/email?subject=${encodeURIComponent(subject)}`)).json();
    if (found.some((mail) => mail.subject === subject)) return performance.now();
    await delay(2);
  }
  throw new Error(`"${subject}" did not arrive within ${timeoutMs} ms`);
}

async function measure(label, api, inbox) {
  const [productId] = await productIds(api, 1);
  const times = [];
  for (let n = 0; n < COUNT + 5; n += 1) {
    const body = JSON.stringify({
      full_name: 'Bench Buyer',
      email: `bench-${process.pid}-${n}@example.com`,
      lines: [{ product_id: productId, quantity: n + 1 }],
    });
    const answer = await fetch(`${api}/api/enquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const acknowledged = performance.now();
    if (answer.status !== 201) throw new Error(`POST /api/enquiries answered ${answer.status}: ${await answer.text()}`);
    const { id } = await answer.json();
    const arrived = await arrival(inbox, `Quote enquiry #${id} from Bench Buyer (1 product)`);
    // The first five warm the connections and the code paths.
    if (n >= 5) times.push(arrived - acknowledged);
  }
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(11)} ${COUNT} enquiries, 201 -> mail in the catcher: p50 ${ms(percentile(times, 50))}, p90 ${ms(percentile(times, 90))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`,
  );
}

await build({ names: ['api'], log: (line) => console.error(line) });
await inScratchFolder('bench-mail', (tmp) =>
  onEachDatabase(tmp, (label, env) => withApiAndCatcher(ports, env, (api, inbox) => measure(label, api, inbox))),
);
