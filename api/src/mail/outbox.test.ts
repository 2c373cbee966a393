// Every contact message and enquiry reaches the sales inbox exactly once, through a real SMTP server (maildev): while
// SMTP is down the message is stored and acknowledged and its mail waits; an API killed between acknowledging and
// sending mails it after restart; two API instances on one PostgreSQL send each mail once.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_MAIL_FROM, type MailSettings } from '../config';
import { createDatabase, type DatabaseOptions } from '../db/database';
import { outbox, products } from '../db/schema';
import { outboxRepository, type OutboxRow } from '../repositories/outboxRepository';
import { build, json, requiredTestDatabaseUrl, testDrivers, type TestApp } from '../testing/build';
import { eventually } from '../testing/eventually';
import { sentBy, startMailCatcher, type CaughtMail, type MailCatcher } from '../testing/mailCatcher';
import { postJson, startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { seedFolders } from '../testing/seededPglite';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../testing/throwawayDatabase';

const SALES = 'sales@example.com';
let run = 0;
/** A sender no other test uses: mails are told apart by the address in their text. */
const sender = () => `buyer-${process.pid}-${(run += 1)}@example.com`;

const enquiry = (email: string, productIds: number[]) => ({
  full_name: 'Abebe Kebede',
  email,
  company: 'Kebede <Trading> & Sons',
  lines: productIds.map((product_id, n) => ({ product_id, quantity: n + 2, note: n === 0 ? 'FOB Djibouti' : '' })),
});

const mailsFrom = async (catcher: MailCatcher, email: string): Promise<CaughtMail[]> => sentBy(await catcher.mails(), email);

/** The outbox of a database no running process holds (PGlite: after the server has let it go). */
async function outboxOf(database: DatabaseOptions): Promise<OutboxRow[]> {
  const handle = createDatabase(database);
  try {
    return await outboxRepository(handle.db).list();
  } finally {
    await handle.close();
  }
}

for (const driver of testDrivers()) {
  describe(`mail to sales (${driver})`, () => {
    let catcher: MailCatcher;
    let productIds: number[];
    const mail = (salesEmail?: string): MailSettings => ({ smtpUrl: catcher.smtpUrl, salesEmail, from: DEFAULT_MAIL_FROM });
    const sentRow = async (t: TestApp, kind: OutboxRow['kind'], id: number) =>
      (await t.app.db.select().from(outbox).where(eq(outbox.ref_id, id))).find((row) => row.kind === kind);

    before(async () => {
      catcher = await startMailCatcher();
    });
    after(() => catcher.close());

    it('mails each enquiry and contact message to sales once: lines as a table, every field escaped, reply to the sender', async () => {
      const t = await build({ driver, mail: mail(), mailPollMs: 100 });
      try {
        productIds = (await t.app.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(2)).map((row) => row.id);
        const email = sender();
        const answer = await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiry(email, productIds) });
        assert.equal(answer.statusCode, 201, answer.body);
        const { id } = json<{ id: number }>(answer);
        const contactEmail = sender();
        const contact = await t.app.inject({
          method: 'POST',
          url: '/api/contacts',
          payload: { full_name: 'Zoë Dupont', email: contactEmail, message: 'Call me <now>' },
        });
        assert.equal(contact.statusCode, 201, contact.body);

        await eventually(
          async () => (await mailsFrom(catcher, email)).length > 0 && (await mailsFrom(catcher, contactEmail)).length > 0,
          'both mails in the catcher',
        );
        await eventually(async () => Boolean((await sentRow(t, 'enquiry', id))?.sent_at), 'the enquiry’s mail marked sent');
        const [received, ...more] = await mailsFrom(catcher, email);
        assert.equal(more.length, 0, 'the enquiry was mailed more than once');
        const salesAddress = (await t.app.repositories.businessSetup.get())!.email;
        assert.deepEqual(
          received!.to.map((to) => to.address),
          [salesAddress],
          'unset SALES_EMAIL: the business setup’s email',
        );
        assert.equal(received!.subject, `Quote enquiry #${id} from Abebe Kebede (2 products)`);
        assert.match(await catcher.source(received!.id), new RegExp(`^Reply-To: Abebe Kebede <${email}>\r?$`, 'm'));
        const names = await t.app.repositories.enquiries.findById(id);
        for (const line of names!.lines)
          assert.ok(
            received!.html.includes(`<td>${line.product_name.replaceAll('&', '&amp;')}</td>`),
            `${line.product_name} not in the table`,
          );
        assert.ok(received!.html.includes('Kebede &lt;Trading&gt; &amp; Sons'));
        assert.match(received!.text, /^1\. .+ x 2\n {3}Note: FOB Djibouti$/m);
        const [contactMail] = await mailsFrom(catcher, contactEmail);
        assert.ok(contactMail!.html.includes('Call me &lt;now&gt;'));
      } finally {
        await t.close();
      }
    });

    it('with SMTP down, stores and acknowledges the enquiry, and mails it once SMTP is back', async () => {
      const t = await build({ driver, mail: mail(SALES), mailPollMs: 100 });
      try {
        await catcher.stop();
        const email = sender();
        const answer = await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiry(email, productIds) });
        assert.equal(answer.statusCode, 201, answer.body);
        const { id } = json<{ id: number }>(answer);
        assert.ok(await t.app.repositories.enquiries.findById(id), 'the enquiry was not stored');
        await eventually(async () => Boolean((await sentRow(t, 'enquiry', id))?.last_error), 'a failed attempt recorded');
        const failed = await sentRow(t, 'enquiry', id);
        assert.equal(failed!.sent_at, null);
        assert.ok(failed!.next_attempt_at > failed!.created_at, 'no backoff after the failure');

        await catcher.start();
        await eventually(async () => Boolean((await sentRow(t, 'enquiry', id))?.sent_at), 'the mail sent once SMTP is back', 60_000);
        const received = await mailsFrom(catcher, email);
        assert.equal(received.length, 1);
        assert.deepEqual(
          received[0]!.to.map((to) => to.address),
          [SALES],
        );
      } finally {
        await catcher.start();
        await t.close();
      }
    });

    describe('an API killed (SIGKILL) between acknowledging and sending', () => {
      let workDir: string;
      let throwaway: ThrowawayDatabase | undefined;
      let server: ServerProcess | undefined;
      before(async () => {
        workDir = await mkdtemp(join(tmpdir(), 'sf-outbox-'));
        throwaway = driver === 'postgres' ? await createThrowawayDatabase(requiredTestDatabaseUrl()) : undefined;
      });
      after(async () => {
        if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
        await server?.exited;
        await catcher.start();
        await throwaway?.drop();
        await rm(workDir, { recursive: true, force: true });
      });

      it('mails it exactly once after the restart', async () => {
        const env = {
          DATABASE_URL: throwaway?.url ?? '',
          PGLITE_DIR: join(workDir, 'pglite'),
          STORAGE_DIR: join(workDir, 'storage'),
          SMTP_URL: catcher.smtpUrl,
          SALES_EMAIL: SALES,
        };
        await seedFolders({ pgliteDir: throwaway ? undefined : env.PGLITE_DIR, storageDir: env.STORAGE_DIR });
        // SMTP down, so the mail cannot leave before the kill.
        await catcher.stop();
        server = await startServerProcess(env);
        const email = sender();
        const answer = await postJson(server.port, '/api/enquiries', enquiry(email, productIds));
        assert.equal(answer.status, 201, answer.body);
        const { id } = JSON.parse(answer.body) as { id: number };
        server.child.kill('SIGKILL');
        await server.exited;

        await catcher.start();
        server = await startServerProcess(env);
        await eventually(async () => (await mailsFrom(catcher, email)).length > 0, 'the mail after the restart', 60_000);
        server.child.kill('SIGTERM');
        await server.exited;

        const [row] = (await outboxOf(throwaway ? { databaseUrl: throwaway.url } : { pgliteDir: env.PGLITE_DIR })).filter(
          (row) => row.kind === 'enquiry' && row.ref_id === id,
        );
        assert.ok(row?.sent_at, 'the mail is not marked sent');
        const received = await mailsFrom(catcher, email);
        assert.equal(received.length, 1, `mailed ${received.length} times`);
        assert.equal(received[0]!.subject, `Quote enquiry #${id} from Abebe Kebede (2 products)`);
      });
    });
  });
}

describe('two API instances on one PostgreSQL', { skip: !testDrivers().includes('postgres') && 'needs TEST_DATABASE_URL' }, () => {
  const MAILS = 40;
  let catcher: MailCatcher;
  before(async () => {
    catcher = await startMailCatcher();
  });
  after(() => catcher.close());

  it(`send each of ${MAILS} mails exactly once`, async () => {
    const settings: MailSettings = { smtpUrl: catcher.smtpUrl, salesEmail: SALES, from: DEFAULT_MAIL_FROM };
    const first = await build({ driver: 'postgres', mail: settings, mailPollMs: 20 });
    const second = await build({ driver: 'postgres', database: first.database, mail: settings, mailPollMs: 20 });
    try {
      const productIds = (await first.app.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)).map(
        (row) => row.id,
      );
      // Queued while SMTP is down, so both senders find them all due at once when it is back.
      await catcher.stop();
      const senders = Array.from({ length: MAILS }, sender);
      const answers = await Promise.all(
        senders.map((email, n) =>
          (n % 2 === 0 ? first : second).app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiry(email, productIds) }),
        ),
      );
      for (const answer of answers) assert.equal(answer.statusCode, 201, answer.body);
      await catcher.start();
      await eventually(
        async () => (await first.app.repositories.outbox.list()).every((row) => row.sent_at !== null),
        'every mail marked sent',
        120_000,
      );
      const received = (await catcher.mails()).map((mail) => senders.find((email) => mail.text.includes(`Email: ${email}\n`)));
      const counts = senders.map((email) => received.filter((found) => found === email).length);
      assert.deepEqual(
        counts,
        senders.map(() => 1),
        'a mail arrived twice or not at all',
      );
    } finally {
      await second.close();
      await first.close();
    }
  });
});
