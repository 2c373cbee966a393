// The operators' commands against a running API (issue 21), as an operator runs them: `content export|import` and
// `messages export` as their own processes while the API (src/server.ts, its own process) serves, on PGlite (through
// the API's operator endpoint) and on PostgreSQL (DATABASE_URL, when TEST_DATABASE_URL is set).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { requiredTestDatabaseUrl, testDrivers } from '../testing/build';
import { eventually } from '../testing/eventually';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { seedFolders } from '../testing/seededPglite';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../testing/throwawayDatabase';
import { MESSAGE_COLUMNS } from './messages';
import { endpointFileOf, readEndpointFile } from './operatorEndpoint';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface Finished {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/** Runs a command to its end: `cli/<name>.ts` through tsx, or a shell line at the repository's root. */
function run(command: string, args: string[], env: Record<string, string>, cwd = API_DIR): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
  });
}
const cli = (name: 'content' | 'messages' | 'operators', args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], env);

const csvRecords = (bytes: Buffer) => parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as string[][];

async function postContact(port: number, body: Record<string, string>): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(answer.status, 201, await answer.clone().text());
  return ((await answer.json()) as { id: number }).id;
}

const productTitles = async (port: number) =>
  ((await (await fetch(`http://127.0.0.1:${port}/api/products-list`)).json()) as Array<{ title: string }>).map((product) => product.title);

for (const driver of testDrivers()) {
  describe(`operator commands while the API runs (${driver})`, () => {
    let workDir: string;
    let throwaway: ThrowawayDatabase | undefined;
    let env: Record<string, string>;
    let server: ServerProcess;
    before(async () => {
      workDir = await mkdtemp(join(tmpdir(), 'sf-operator-'));
      throwaway = driver === 'postgres' ? await createThrowawayDatabase(requiredTestDatabaseUrl()) : undefined;
      env = {
        DATABASE_URL: throwaway?.url ?? '',
        PGLITE_DIR: join(workDir, 'pglite'),
        STORAGE_DIR: join(workDir, 'storage'),
        CONTACT_RATE_LIMIT: '1000/1m',
      };
      await seedFolders({ pgliteDir: throwaway ? undefined : env.PGLITE_DIR, storageDir: env.STORAGE_DIR! });
      server = await startServerProcess(env);
    });
    after(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
      await throwaway?.drop();
      await rm(workDir, { recursive: true, force: true });
    });

    it('messages export: every message as CSV a spreadsheet opens, --since filters, a bad --since is refused', async () => {
      const hostile = '=HYPERLINK("http://evil.example","Click")';
      const amharic = 'ሰላም፣ የይርጋጨፌ ቡና 2 ኮንቴይነር እንፈልጋለን።\nዋጋውን ይላኩልን, "እባክዎ"';
      const first = await postContact(server.port, { full_name: 'Abebe Kebede', email: 'abebe@example.et', message: hostile });
      const second = await postContact(server.port, {
        full_name: 'Sara Tesfaye',
        email: 'sara@example.et',
        phone: '+251 911 000 000',
        message: amharic,
      });

      const [coffee, sesame] = (await (await fetch(`http://127.0.0.1:${server.port}/api/products-list`)).json()) as Array<{
        id: number;
        title: string;
      }>;
      const quote = await fetch(`http://127.0.0.1:${server.port}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          full_name: 'Hanna Buyer',
          email: 'hanna@roastery.example',
          company: 'Roastery, Hamburg',
          country: 'Germany',
          lines: [
            { product_id: coffee!.id, quantity: 2, note: '60 kg jute bags' },
            { product_id: sesame!.id, quantity: 1, note: '@FOB Djibouti' },
          ],
        }),
      });
      assert.equal(quote.status, 201, await quote.clone().text());
      const enquiryId = ((await quote.json()) as { id: number }).id;

      const all = await cli('messages', ['export'], env);
      assert.equal(all.code, 0, all.stderr);
      assert.deepEqual([...all.stdout.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'starts with the UTF-8 BOM');
      assert.match(all.stdout.toString('utf8'), /^\uFEFF[^\n]*\r\n/, 'CRLF after the header');
      const [header, ...records] = csvRecords(all.stdout);
      assert.deepEqual(header, [...MESSAGE_COLUMNS]);
      const column = (name: (typeof MESSAGE_COLUMNS)[number]) => MESSAGE_COLUMNS.indexOf(name);
      const byId = new Map(
        records.filter((record) => record[column('type')] === 'contact').map((record) => [Number(record[column('id')]), record]),
      );
      assert.equal(byId.get(first)![column('message')], `'${hostile}`, 'a formula is text');
      assert.equal(byId.get(second)![column('message')], amharic);
      assert.equal(byId.get(second)![column('phone')], "'+251 911 000 000");
      assert.equal(byId.get(second)![column('type')], 'contact');
      const quoted = records.filter((record) => record[column('type')] === 'enquiry' && Number(record[column('id')]) === enquiryId);
      assert.deepEqual(
        quoted.map((record) => [
          record[column('line')],
          record[column('product_name')],
          record[column('quantity')],
          record[column('note')],
          record[column('company')],
        ]),
        [
          ['1', coffee!.title, '2', '60 kg jute bags', 'Roastery, Hamburg'],
          ['2', sesame!.title, '1', "'@FOB Djibouti", 'Roastery, Hamburg'],
        ],
      );
      if (driver === 'pglite') assert.match(all.stderr, new RegExp(`through the running API \\(process ${server.child.pid}\\)`));

      const future = await cli('messages', ['export', '--since', '2999-01-01'], env);
      assert.equal(future.code, 0, future.stderr);
      assert.deepEqual(csvRecords(future.stdout), [[...MESSAGE_COLUMNS]], 'the header only');
      const since = byId.get(second)![column('received_at')]!;
      const recent = csvRecords((await cli('messages', ['export', '--since', since], env)).stdout).slice(1);
      assert.ok(recent.some((record) => record[column('type')] === 'contact' && Number(record[column('id')]) === second));
      assert.ok(
        recent.every((record) => record[column('received_at')]! >= since),
        'nothing received before --since',
      );
      assert.ok(recent.length < records.length, 'the first message, sent before, is left out');

      const bad = await cli('messages', ['export', '--since', '2026-02-30'], env);
      assert.equal(bad.code, 2);
      assert.match(bad.stderr, /--since must be a day like 2026-11-01 .* got "2026-02-30"/);
      assert.equal(bad.stdout.length, 0, 'nothing on standard output');

      // The operator's own words: npm's banner must not end up in the file.
      const file = join(workDir, 'messages.csv');
      const viaNpm = await run('sh', ['-c', `npm run messages -- export > '${file}'`], env, ROOT);
      assert.equal(viaNpm.code, 0, viaNpm.stderr);
      assert.deepEqual(await readFile(file), all.stdout, 'the file holds the CSV and nothing else');
    });

    it('content import: the API answers the new content at once, and no request fails meanwhile', async () => {
      const exported = join(workDir, 'exported.json');
      const exportRun = await cli('content', ['export', exported], env);
      assert.equal(exportRun.code, 0, exportRun.stderr);
      const bundle = JSON.parse(await readFile(exported, 'utf8')) as { products: Array<{ title: string }> };
      const title = `Imported while serving ${Date.now()}`;
      bundle.products[0]!.title = title;
      const edited = join(workDir, 'edited.json');
      await writeFile(edited, JSON.stringify(bundle));
      assert.ok(!(await productTitles(server.port)).includes(title));

      // Two readers keep asking while the import runs (bounded: at most 20,000 requests).
      let importing = true;
      const failures: string[] = [];
      let requests = 0;
      const reader = async (path: string) => {
        while (importing && requests < 20_000) {
          requests += 1;
          const answer = await fetch(`http://127.0.0.1:${server.port}/api${path}`).catch((error: Error) => error);
          if (answer instanceof Error) failures.push(`${path}: ${answer.message}`);
          else if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
          else await answer.arrayBuffer();
        }
      };
      const readers = [reader('/products-list'), reader('/content-version')];
      const imported = await cli('content', ['import', edited], env);
      const done = performance.now();
      importing = false;
      await Promise.all(readers);
      assert.equal(imported.code, 0, imported.stderr);
      if (driver === 'pglite') assert.match(imported.stdout.toString(), /through the running API/);
      await eventually(async () => (await productTitles(server.port)).includes(title), 'the new title answered by the API', 2_000);
      const seenAfterMs = performance.now() - done;
      assert.deepEqual(failures.slice(0, 5), [], `${failures.length} of ${requests} requests failed during the import`);
      assert.ok(requests > 10, `the readers ran during the import (${requests} requests)`);
      console.log(
        `# ${driver}: import ${driver === 'pglite' ? 'through the running API' : 'on the database beside the running API'}; ${requests} requests meanwhile, none failed; new title answered ${seenAfterMs.toFixed(0)} ms after the command ended`,
      );
    });

    it('operators: add prints a set-up link that works on the running site, list, disable ends the session, reset, all audited as cli', async () => {
      const site = `http://127.0.0.1:${server.port}`;
      const admin = { origin: 'http://localhost:3000', 'x-csrf-token': '1', 'content-type': 'application/json' };
      const empty = await cli('operators', ['list'], env);
      assert.equal(empty.code, 0, empty.stderr);
      assert.match(empty.stdout.toString(), /No operators yet/, 'no account exists after install or seed');

      const added = await cli('operators', ['add', 'Owner@Example.com', '--role', 'admin'], env);
      assert.equal(added.code, 0, added.stderr);
      const link = /^http:\/\/localhost:3000\/admin\/setup#token=([\w-]+)$/m.exec(added.stdout.toString());
      assert.ok(link, added.stdout.toString());
      const password = 'a long and private passphrase';
      const setUp = await fetch(`${site}/api/admin/setup`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ token: link[1], password }),
      });
      assert.equal(setUp.status, 204, await setUp.text());
      const signIn = await fetch(`${site}/api/admin/session`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ email: 'owner@example.com', password }),
      });
      assert.equal(signIn.status, 200, await signIn.clone().text());
      const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
      assert.equal((await fetch(`${site}/api/admin/session`, { headers: { cookie } })).status, 200);

      assert.equal((await cli('operators', ['add', 'owner@example.com', '--role', 'editor'], env)).code, 1, 'the same email twice');
      const listed = await cli('operators', ['list'], env);
      assert.match(listed.stdout.toString(), /^owner@example\.com\s+admin\s+active\s+\d{4}-/m);

      const disabled = await cli('operators', ['disable', 'owner@example.com'], env);
      assert.equal(disabled.code, 0, disabled.stderr);
      assert.equal((await fetch(`${site}/api/admin/session`, { headers: { cookie } })).status, 401, 'the session ended at once');
      assert.equal((await cli('operators', ['enable', 'owner@example.com'], env)).code, 0);
      const reset = await cli('operators', ['reset', 'owner@example.com'], env);
      assert.equal(reset.code, 0, reset.stderr);
      assert.match(reset.stdout.toString(), /#token=[\w-]{43}$/m);
      const again = await fetch(`${site}/api/admin/session`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ email: 'owner@example.com', password }),
      });
      const audit = await fetch(`${site}/api/admin/audit?actor=cli`, {
        headers: { cookie: again.headers.getSetCookie()[0]!.split(';')[0]! },
      });
      const actions = ((await audit.json()) as { items: Array<{ action: string }> }).items.map((item) => item.action);
      for (const action of ['operator-added', 'setup-link-issued', 'operator-disabled', 'operator-enabled'])
        assert.ok(actions.includes(action), `${action} by cli: ${actions.join()}`);
      const unknown = await cli('operators', ['disable', 'nobody@example.com'], env);
      assert.equal(unknown.code, 1);
      assert.match(unknown.stderr, /There is no operator with the email nobody@example\.com/);
      assert.equal((await cli('operators', ['add', 'x@example.com'], env)).code, 2, 'add without --role is a usage error');
      if (driver === 'pglite') assert.match(added.stderr + listed.stderr, /^$/, 'nothing but the answer');
    });

    if (driver === 'pglite') {
      it('the operator endpoint: on the loopback interface, refuses a request without the token, file readable by its owner only', async () => {
        const endpoint = readEndpointFile(env.PGLITE_DIR!);
        assert.ok(endpoint, 'the endpoint file is there');
        assert.equal(endpoint.pid, server.child.pid);
        assert.match(endpoint.url, /^http:\/\/127\.0\.0\.1:\d+$/);
        assert.equal(statSync(endpointFileOf(env.PGLITE_DIR!)).mode & 0o777, 0o600);
        for (const authorization of [undefined, 'Bearer wrong', `Bearer ${endpoint.token}x`]) {
          const answer: Response = await fetch(`${endpoint.url}/messages`, { headers: authorization ? { authorization } : {} });
          assert.equal(answer.status, 401, String(authorization));
        }
        const refused = await fetch(`${endpoint.url}/content`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        assert.equal(refused.status, 401);
      });

      it('a bad bundle through the running API is refused naming the problem, and nothing changes', async () => {
        const before = await productTitles(server.port);
        const broken = join(workDir, 'broken.json');
        const bundle = JSON.parse(await readFile(join(workDir, 'exported.json'), 'utf8')) as { products: Array<Record<string, unknown>> };
        bundle.products[0]!.price = 'many';
        await writeFile(broken, JSON.stringify(bundle));
        const refused = await cli('content', ['import', broken], env);
        assert.equal(refused.code, 1);
        assert.match(refused.stderr, /The content bundle is not valid:[\s\S]*products\[0\][\s\S]*Nothing was changed\./);
        assert.deepEqual(await productTitles(server.port), before);
      });

      it('once the API has stopped, the commands open the database themselves', async () => {
        server.child.kill('SIGTERM');
        await server.exited;
        assert.equal(existsSync(endpointFileOf(env.PGLITE_DIR!)), false, 'the endpoint file is removed on close');
        const alone = await cli('messages', ['export'], env);
        assert.equal(alone.code, 0, alone.stderr);
        assert.match(alone.stderr, new RegExp(`from PGlite at ${env.PGLITE_DIR!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
        assert.ok(csvRecords(alone.stdout).length >= 3, 'the messages sent earlier');
      });
    }
  });
}
