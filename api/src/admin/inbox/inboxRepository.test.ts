// The inbox's list, read from a real database: both kinds in one list newest first, pages that do not overlap, search
// over every field an operator would look in (product names too), the kind and status filters, each mail's delivery
// state, and a change of status or note that records who, when and what.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { operators, outbox } from '../../db/schema';
import { build, testDrivers, type TestApp } from '../../testing/build';
import { storeMessages, type MessageSpec } from './inboxFixtures';
import { inboxRepository, type InboxDiff, type InboxRepository } from './inboxRepository';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
const MESSAGES: MessageSpec[] = [
  { kind: 'contact', at: at(0), fullName: 'Abebe Kebede', email: 'abebe@example.et', message: 'Do you ship samples?', mail: 'sent' },
  {
    kind: 'enquiry',
    at: at(1),
    fullName: 'Sara Tesfaye',
    email: 'sara@roasters.example',
    company: 'Addis Roasters',
    country: 'Ethiopia',
    message: 'FOB Djibouti',
    lines: [
      { productId: 1, productName: 'Yirgacheffe Grade 1', quantity: 2 },
      { productId: 7, productName: 'Sesame, Humera', quantity: 30 },
    ],
    mail: 'failing',
  },
  { kind: 'contact', at: at(2), fullName: 'Hanna Müller', email: 'hanna@example.de', message: 'Organic certificates?' },
  {
    kind: 'enquiry',
    at: at(2),
    fullName: 'Kenji Sato',
    email: 'kenji@example.jp',
    company: 'Sato Shoji',
    country: 'Japan',
    message: '',
    lines: [{ productId: 3, productName: 'White pea beans', quantity: 5 }],
  },
];

for (const driver of testDrivers()) {
  describe(`inbox repository (${driver})`, () => {
    let t: TestApp;
    let inbox: InboxRepository;
    let ids: { kind: 'contact' | 'enquiry'; id: number }[];
    const names = (items: { fullName: string }[]) => items.map((item) => item.fullName);

    before(async () => {
      t = await build({ driver, seed: false });
      inbox = inboxRepository(t.app.db);
      ids = await storeMessages(t.app.db, MESSAGES);
    });
    after(() => t.close());

    it('lists both kinds newest first (same moment: the higher id, then contact before enquiry), each with its lines', async () => {
      const page = await inbox.list({}, 1, 25);
      assert.deepEqual(names(page.items), ['Hanna Müller', 'Kenji Sato', 'Sara Tesfaye', 'Abebe Kebede']);
      assert.equal(page.total, 4);
      assert.equal(page.latestAt, at(2).toISOString());
      const sara = page.items.find((item) => item.fullName === 'Sara Tesfaye')!;
      assert.deepEqual(sara, {
        kind: 'enquiry',
        id: ids[1]!.id,
        receivedAt: at(1).toISOString(),
        fullName: 'Sara Tesfaye',
        email: 'sara@roasters.example',
        phone: '',
        company: 'Addis Roasters',
        country: 'Ethiopia',
        message: 'FOB Djibouti',
        lines: [
          { productId: 1, productName: 'Yirgacheffe Grade 1', quantity: 2, note: '' },
          { productId: 7, productName: 'Sesame, Humera', quantity: 30, note: '' },
        ],
        status: 'new',
        note: '',
        changedBy: null,
        changedAt: null,
        delivery: { state: 'failing', attempts: 3, lastError: 'connect ECONNREFUSED 127.0.0.1:1025', sentAt: null },
      });
      const abebe = page.items.find((item) => item.fullName === 'Abebe Kebede')!;
      assert.deepEqual([abebe.company, abebe.country, abebe.lines], ['', '', []]);
    });

    it('pages through the list without overlap or gap, and counts the whole list on every page', async () => {
      const all = names((await inbox.list({}, 1, 25)).items);
      const pages = await Promise.all([1, 2, 3].map((page) => inbox.list({}, page, 3)));
      assert.deepEqual(
        pages.map((page) => page.total),
        [4, 4, 4],
      );
      assert.deepEqual(
        pages.flatMap((page) => names(page.items)),
        all,
      );
      assert.deepEqual(pages[2]!.items, []);
    });

    it('searches name, email, company, country, message and product names, any case, every word', async () => {
      const search = async (q: string) => names((await inbox.list({ q }, 1, 25)).items);
      assert.deepEqual(await search('abebe'), ['Abebe Kebede']);
      assert.deepEqual(await search('EXAMPLE.DE'), ['Hanna Müller']);
      assert.deepEqual(await search('roasters'), ['Sara Tesfaye']);
      assert.deepEqual(await search('japan'), ['Kenji Sato']);
      assert.deepEqual(await search('certificates'), ['Hanna Müller']);
      assert.deepEqual(await search('humera'), ['Sara Tesfaye']);
      assert.deepEqual(await search('pea'), ['Kenji Sato']);
      assert.deepEqual(await search('  sesame   djibouti '), ['Sara Tesfaye']);
      assert.deepEqual(await search('sesame japan'), []);
      assert.deepEqual(await search('100%_'), [], 'LIKE wildcards are plain characters');
      assert.equal((await inbox.list({ q: 'example' }, 1, 2)).total, 4);
    });

    it('filters by kind and by status', async () => {
      assert.deepEqual(names((await inbox.list({ kind: 'contact' }, 1, 25)).items), ['Hanna Müller', 'Abebe Kebede']);
      const enquiriesOnly = await inbox.list({ kind: 'enquiry', q: 'example' }, 1, 25);
      assert.deepEqual([names(enquiriesOnly.items), enquiriesOnly.total], [['Kenji Sato', 'Sara Tesfaye'], 2]);
      assert.equal((await inbox.list({ status: 'closed' }, 1, 25)).total, 0);
      assert.equal((await inbox.list({ status: 'new', kind: 'contact' }, 1, 25)).total, 2);
    });

    it('tells each mail’s delivery state: waiting, sent (when), failing (attempts, last error)', async () => {
      const items = (await inbox.list({}, 1, 25)).items;
      const delivery = (name: string) => items.find((item) => item.fullName === name)!.delivery;
      assert.equal(delivery('Hanna Müller').state, 'waiting');
      assert.deepEqual(
        { ...delivery('Abebe Kebede'), sentAt: typeof delivery('Abebe Kebede').sentAt },
        { state: 'sent', attempts: 1, lastError: null, sentAt: 'string' },
      );
      assert.equal(delivery('Sara Tesfaye').state, 'failing');
      // The worker gets through at last: the next list says so.
      await t.app.db.update(outbox).set({ sent_at: new Date(), attempts: 4 }).where(eq(outbox.ref_id, ids[1]!.id));
      const sara = (await inbox.find('enquiry', ids[1]!.id))!;
      assert.deepEqual([sara.delivery.state, sara.delivery.attempts, sara.delivery.lastError], ['sent', 4, null]);
    });

    it('changes status and note, records who and when, and hands what changed to the audit in the same transaction', async () => {
      const [editor] = await t.app.db.insert(operators).values({ email: 'editor@starfamily.example', role: 'editor' }).returning();
      const recorded: InboxDiff[] = [];
      const record = async (_tx: unknown, diff: InboxDiff) => void recorded.push(diff);
      const changed = await inbox.change('contact', ids[0]!.id, { status: 'replied', note: 'Sent the sample list' }, editor!.id, record);
      assert.equal(changed?.status, 'replied');
      assert.equal(changed?.note, 'Sent the sample list');
      assert.deepEqual(changed?.changedBy, { id: editor!.id, email: 'editor@starfamily.example' });
      assert.ok(changed?.changedAt && Date.now() - Date.parse(changed.changedAt) < 60_000, changed?.changedAt ?? 'no changedAt');
      assert.deepEqual(recorded, [{ status: { from: 'new', to: 'replied' }, note: { from: '', to: 'Sent the sample list' } }]);
      // The same values again change nothing and record nothing.
      await inbox.change('contact', ids[0]!.id, { status: 'replied' }, editor!.id, record);
      assert.equal(recorded.length, 1);
      assert.deepEqual(names((await inbox.list({ status: 'replied' }, 1, 25)).items), ['Abebe Kebede']);
      assert.equal(await inbox.change('enquiry', 999_999, { status: 'closed' }, editor!.id, record), null);
    });

    it('a failing audit write undoes the change', async () => {
      const [admin] = await t.app.db.insert(operators).values({ email: 'admin@starfamily.example', role: 'admin' }).returning();
      const failing = async () => {
        throw new Error('audit log unavailable');
      };
      await assert.rejects(inbox.change('enquiry', ids[3]!.id, { status: 'closed' }, admin!.id, failing), /audit log unavailable/);
      assert.equal((await inbox.find('enquiry', ids[3]!.id))?.status, 'new');
    });

    it('shows a message stored after the last call in the next one, and moves latestAt', async () => {
      const [stored] = await storeMessages(t.app.db, [
        { kind: 'contact', at: at(30), fullName: 'New Sender', email: 'new@example.com', message: 'Just now' },
      ]);
      const page = await inbox.list({}, 1, 25);
      assert.deepEqual(
        [page.items[0]?.id, page.items[0]?.fullName, page.total, page.latestAt],
        [stored!.id, 'New Sender', 5, at(30).toISOString()],
      );
    });
  });
}
