// The rows `npm run messages -- export` writes, read from a real database: contact messages and enquiries (one row
// per line, the product's name as it was when sent), oldest first, and --since.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contactMessages, enquiries, enquiryLines } from '../db/schema';
import { build, testDrivers, type TestApp } from '../testing/build';
import { MESSAGE_COLUMNS, messageRows, messagesCsv } from './messages';

for (const driver of testDrivers()) {
  describe(`messages export rows (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await build({ driver });
      const db = t.app.db;
      await db
        .insert(contactMessages)
        .values({ full_name: 'Abebe Kebede', email: 'abebe@example.et', message: 'First', created_at: new Date('2026-11-01T08:00:00Z') });
      const [enquiry] = await db
        .insert(enquiries)
        .values({
          full_name: 'Sara Tesfaye',
          email: 'sara@example.et',
          company: 'Addis Roasters',
          country: 'Ethiopia',
          message: '',
          created_at: new Date('2026-11-02T08:00:00Z'),
        })
        .returning();
      await db.insert(enquiryLines).values([
        { enquiry_id: enquiry!.id, position: 1, product_id: 7, product_name: 'Sesame, Humera', quantity: 3, note: 'FOB Djibouti' },
        { enquiry_id: enquiry!.id, position: 0, product_id: 1, product_name: 'Yirgacheffe Grade 1', quantity: 2, note: '=1+1' },
      ]);
      await db
        .insert(contactMessages)
        .values({ full_name: 'Later Sender', email: 'later@example.et', message: 'Third', created_at: new Date('2026-11-03T08:00:00Z') });
    });
    after(() => t.close());

    it('lists contact messages and every enquiry line, oldest first, lines in the basket order', async () => {
      const rows = (await messageRows(t.app.db)).filter((row) => row.email.endsWith('@example.et'));
      assert.deepEqual(
        rows.map((row) => [row.type, row.name, row.line, row.product_name, row.quantity]),
        [
          ['contact', 'Abebe Kebede', '', '', ''],
          ['enquiry', 'Sara Tesfaye', 1, 'Yirgacheffe Grade 1', 2],
          ['enquiry', 'Sara Tesfaye', 2, 'Sesame, Humera', 3],
          ['contact', 'Later Sender', '', '', ''],
        ],
      );
      assert.equal(rows[1]!.company, 'Addis Roasters');
      assert.equal(rows[1]!.country, 'Ethiopia');
      assert.equal(rows[1]!.received_at, '2026-11-02T08:00:00.000Z');
      assert.equal(rows[2]!.note, 'FOB Djibouti');
    });

    it('--since keeps what was received from that moment on', async () => {
      const rows = await messageRows(t.app.db, new Date('2026-11-02T08:00:00Z'));
      assert.deepEqual([...new Set(rows.map((row) => row.name))], ['Sara Tesfaye', 'Later Sender']);
    });

    it('writes an enquiry line as a CSV row with every column, a formula note neutralised', async () => {
      const rows = (await messageRows(t.app.db)).filter((row) => row.type === 'enquiry');
      const csv = messagesCsv(rows);
      const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
      assert.equal(lines[0], MESSAGE_COLUMNS.join(','));
      assert.match(
        lines[1]!,
        /^enquiry,\d+,2026-11-02T08:00:00\.000Z,Sara Tesfaye,sara@example\.et,,Addis Roasters,Ethiopia,,1,1,Yirgacheffe Grade 1,2,'=1\+1$/,
      );
    });
  });
}
