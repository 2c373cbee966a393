// `npm run bench:publish`: how long an operator waits from pressing Publish to the new text on the public page
// (issue 33; docs/content-editing.md). On the built stack with scratch data: an editor made as a person makes one
// (`npm run operators -- add`, then the set-up link) saves a product's description as a draft, publishes it, and the
// public product page (the rendering server, as a visitor fetches it) is polled every 10 ms until it shows the text.
// Over N publishes (`--count`, default 20): the Publish call's own time and Publish-to-page, p50 and p99; on PGlite,
// and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server (a scratch database there).
// Prints figures and asserts nothing. CLI: node scripts/bench-publish.mjs [--count N]
// Ours: no tool times an operator's Publish to the public page; the stack runs through stack.mjs.
import { readSetting } from '../shared/server/settings.js';
import { addOperator, inScratchFolder, onEachDatabase } from './bench/api.mjs';
import { countOptions } from './bench/options.mjs';
import { median, percentile } from './bench/stats.mjs';
import { build } from './build.mjs';
import { startScratchStack } from './stack.mjs';

const { count: COUNT } = countOptions({ count: 20 });
const BASE = readSetting('BENCH_PUBLISH_PORT_BASE');
const EMAIL = 'bench-editor@example.com';
const PASSWORD = 'a bench passphrase nobody uses';
const ms = (value) => `${Math.round(value)} ms`;

/** An editor's session on the stack's API: `call(method, path, body)` with the cookie, Origin and CSRF token. */
async function signIn(stack) {
  const origin = stack.shell;
  const api = `${stack.api}/admin`;
  const anonymous = { origin, 'x-csrf-token': 'bench', 'content-type': 'application/json' };
  await addOperator({ env: stack.env, apiUrl: stack.api, origin, email: EMAIL, role: 'editor', password: PASSWORD });
  const session = await fetch(`${api}/session`, {
    method: 'POST',
    headers: anonymous,
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (session.status !== 200) throw new Error(`sign-in answered ${session.status}: ${await session.text()}`);
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = await session.json();
  const headers = { cookie, origin, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
  return async (method, path, body) => {
    const answer = await fetch(`${api}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.status === 204 ? null : answer.json();
  };
}

/** Milliseconds from `since` until `url`'s HTML contains `text` (polled every 10 ms, 30 s at most). */
async function untilPageShows(url, text, since) {
  while (performance.now() - since < 30_000) {
    const html = await fetch(url).then(
      (answer) => answer.text(),
      () => '',
    );
    if (html.includes(text)) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

async function measure(label, databaseUrl) {
  const stack = await startScratchStack({
    base: BASE,
    prepare: async ({ env }) => {
      if (databaseUrl) env.DATABASE_URL = databaseUrl;
    },
  });
  try {
    const call = await signIn(stack);
    const [product] = await (await fetch(`${stack.api}/products-list`)).json();
    const page = `${stack.shell}/product-single/${product.id}`;
    await fetch(page).then((answer) => answer.text());
    const publishCalls = [];
    const toPage = [];
    for (let n = 0; n < COUNT; n += 1) {
      const text = `Bench publish ${n + 1} of ${COUNT}, ${Date.now().toString(36)}`;
      const record = await call('GET', `/content/products/${product.id}`);
      const { _revision, _draft, ...fields } = record;
      await call('PUT', `/content/products/${product.id}`, { ...fields, description: `<p>${text}</p>`, _revision });
      const started = performance.now();
      await call('POST', '/publish', { drafts: [{ type: 'products', id: product.id }] });
      publishCalls.push(performance.now() - started);
      toPage.push(await untilPageShows(page, text, started));
    }
    console.log(`\n${label}, ${COUNT} publishes of one product's description:`);
    console.log(`  POST /api/admin/publish        p50 ${ms(median(publishCalls))}   p99 ${ms(percentile(publishCalls, 99))}`);
    console.log(
      `  Publish to the public page     p50 ${ms(median(toPage))}   p99 ${ms(percentile(toPage, 99))}   max ${ms(Math.max(...toPage))}`,
    );
  } finally {
    await stack.stop();
  }
}

console.log('Building (skipped when fresh)...');
await build();
// The scratch stack keeps its own PGlite and storage; on PostgreSQL only the database's URL is taken from here.
await inScratchFolder('bench-publish', (tmp) => onEachDatabase(tmp, (label, env) => measure(label, env.DATABASE_URL || undefined)));
