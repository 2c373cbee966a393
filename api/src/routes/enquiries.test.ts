// A buyer sending the quote basket: a valid enquiry is stored with its lines (each with the product's name as it was)
// and its mail to sales in one transaction before "received" is answered; everything else gets a JSON answer that says
// what is wrong, and stores nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { MAX_ENQUIRY_LINES } from '@starfamily/shared/enquiry-schema';
import { enquiries, enquiryLines, outbox, products } from '../db/schema';
import { build, json, postForm, testDrivers, type TestApp } from '../testing/build';
import { ENQUIRY_BODY_LIMIT } from './enquiries';

for (const driver of testDrivers()) {
  describe(`quote enquiries (${driver})`, () => {
    let t: TestApp;
    let catalogue: { id: number; title: string }[];
    const post = (payload: string | object, contentType?: string) => postForm(t.app, '/api/enquiries', payload, contentType);
    const valid = () => ({
      full_name: 'አበበ ከበደ',
      email: 'abebe@example.com',
      phone: '+251 911 000 000',
      company: 'Kebede Trading PLC',
      country: 'Ethiopia',
      message: 'FOB Djibouti, please.',
      lines: [
        { product_id: catalogue[0]!.id, quantity: 2, note: 'Grade 1, 60 kg jute bags' },
        { product_id: catalogue[1]!.id, quantity: 40 },
      ],
    });
    /** Rows in the three tables an enquiry writes. */
    const counts = async () => ({
      enquiries: (await t.app.db.select().from(enquiries)).length,
      lines: (await t.app.db.select().from(enquiryLines)).length,
      outbox: (await t.app.db.select().from(outbox)).length,
    });

    before(async () => {
      t = await build({ driver });
      catalogue = await t.app.db.select({ id: products.id, title: products.title }).from(products).orderBy(asc(products.id));
      assert.ok(catalogue.length >= 3, 'the seed has too few products');
    });
    after(() => t.close());

    it('stores the enquiry, its lines with the products’ names and its mail to sales, and answers 201 with its id', async () => {
      const response = await post(valid());
      assert.equal(response.statusCode, 201, response.body);
      const body = json<{ message: string; id: number }>(response);
      assert.equal(body.message, 'Enquiry received');
      const stored = await t.app.repositories.enquiries.findById(body.id);
      assert.ok(stored, 'the enquiry is not in the database');
      const { lines: _lines, ...fields } = valid();
      assert.deepEqual(
        {
          full_name: stored.full_name,
          email: stored.email,
          phone: stored.phone,
          company: stored.company,
          country: stored.country,
          message: stored.message,
        },
        fields,
      );
      assert.deepEqual(
        stored.lines.map(({ position, product_id, product_name, quantity, note }) => ({
          position,
          product_id,
          product_name,
          quantity,
          note,
        })),
        [
          { position: 1, product_id: catalogue[0]!.id, product_name: catalogue[0]!.title, quantity: 2, note: 'Grade 1, 60 kg jute bags' },
          { position: 2, product_id: catalogue[1]!.id, product_name: catalogue[1]!.title, quantity: 40, note: '' },
        ],
      );
      const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.ref_id, body.id));
      assert.equal(mail?.kind, 'enquiry');
      assert.equal(mail?.sent_at, null);
      assert.equal(mail?.mail.subject, `Quote enquiry #${body.id} from አበበ ከበደ (2 products)`);
    });

    it('keeps the product’s name as it was when sent', async () => {
      const response = await post({ ...valid(), message: 'Renamed later', lines: [{ product_id: catalogue[2]!.id, quantity: 1 }] });
      assert.equal(response.statusCode, 201, response.body);
      await t.app.db.update(products).set({ title: 'A new name' }).where(eq(products.id, catalogue[2]!.id));
      const stored = await t.app.repositories.enquiries.findById(json<{ id: number }>(response).id);
      assert.equal(stored?.lines[0]?.product_name, catalogue[2]!.title);
      await t.app.db.update(products).set({ title: catalogue[2]!.title }).where(eq(products.id, catalogue[2]!.id));
    });

    it('accepts an enquiry without phone, company, country or message', async () => {
      const response = await post({
        full_name: 'Zoë Dupont',
        email: 'zoe@example.com',
        lines: [{ product_id: catalogue[0]!.id, quantity: 1, note: null }],
      });
      assert.equal(response.statusCode, 201, response.body);
      const stored = await t.app.repositories.enquiries.findById(json<{ id: number }>(response).id);
      assert.deepEqual([stored?.phone, stored?.company, stored?.country, stored?.message, stored?.lines[0]?.note], ['', '', '', '', '']);
    });

    it('refuses a line naming an unknown product with 422 naming the line, and stores nothing', async () => {
      const before = await counts();
      const lines = [
        { product_id: catalogue[0]!.id, quantity: 1 },
        { product_id: 999_999, quantity: 3 },
        { product_id: catalogue[1]!.id, quantity: 1 },
      ];
      const response = await post({ ...valid(), lines });
      assert.equal(response.statusCode, 422, response.body);
      assert.deepEqual(json(response), {
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: { 'lines[1].product_id': 'No product 999999: please remove it from your quote.' },
      });
      assert.deepEqual(await counts(), before);
    });

    it('answers 422 naming each invalid field and line in the form’s own words, and stores nothing', async () => {
      const before = await counts();
      const response = await post({
        full_name: 'R2-D2',
        email: 'x',
        lines: [{ product_id: catalogue[0]!.id, quantity: 0 }, { product_id: '2', quantity: 1, note: { toString: 'x' } }, 'line'],
      });
      assert.equal(response.statusCode, 422);
      const errors = json<{ errors: Record<string, string> }>(response).errors;
      assert.equal(errors.full_name, 'Your name may contain only letters and spaces.');
      assert.equal(errors.email, 'Please enter a valid email address.');
      assert.equal(errors['lines[0].quantity'], 'The quantity must be at least 1.');
      assert.equal(errors['lines[1].product_id'], 'Each line must name a product by its number.');
      assert.equal(errors['lines[1].note'], 'A note must be text.');
      assert.ok(errors['lines[2]'], JSON.stringify(errors));
      assert.deepEqual(await counts(), before);
    });

    it('refuses an enquiry without lines or with more than the basket allows', async () => {
      for (const lines of [undefined, [], 'all of them', { 0: { product_id: 1, quantity: 1 } }]) {
        const response = await post({ ...valid(), lines });
        assert.equal(response.statusCode, 422, `${JSON.stringify(lines)}: ${response.body}`);
        assert.ok(json<{ errors: Record<string, string> }>(response).errors.lines, response.body);
      }
      const tooMany = Array.from({ length: 1000 }, () => ({ product_id: catalogue[0]!.id, quantity: 1 }));
      const response = await post({ ...valid(), lines: tooMany });
      assert.equal(response.statusCode, 422);
      assert.equal(
        json<{ errors: Record<string, string> }>(response).errors.lines,
        `A quote can list at most ${MAX_ENQUIRY_LINES} products.`,
      );
    });

    it('accepts the largest valid enquiry (50 lines, long notes and message in a non-Latin script) and refuses a bigger body with 413', async () => {
      const lines = Array.from({ length: MAX_ENQUIRY_LINES }, (_, n) => ({
        product_id: catalogue[n % catalogue.length]!.id,
        quantity: 100_000,
        note: 'ሰ'.repeat(500),
      }));
      const largest = await post({ ...valid(), company: 'ሰ'.repeat(200), country: 'ሰ'.repeat(100), message: 'ሰ'.repeat(5000), lines });
      assert.equal(largest.statusCode, 201, largest.body);
      const tooBig = await post({ ...valid(), message: 'x'.repeat(ENQUIRY_BODY_LIMIT) });
      assert.equal(tooBig.statusCode, 413);
      assert.equal(json<{ error: string }>(tooBig).error, 'Payload Too Large');
    });

    it('answers 400 JSON for malformed JSON, a non-object body and non-JSON content types', async () => {
      for (const [payload, contentType] of [
        ['{"lines": [', 'application/json'],
        ['[]', 'application/json'],
        ['lines=1', 'application/x-www-form-urlencoded'],
      ] as const) {
        const response = await post(payload, contentType);
        assert.equal(response.statusCode, 400, `${contentType} ${payload}: ${response.statusCode}`);
        assert.equal(json<{ error: string }>(response).error, 'Bad Request');
      }
    });

    it('a filled robot trap gets the normal answer, and nothing is stored', async () => {
      const before = await counts();
      const response = await post({ ...valid(), message: 'Cheap watches', website: 'http://spam.example' });
      assert.equal(response.statusCode, 201, response.body);
      assert.equal(json<{ message: string }>(response).message, 'Enquiry received');
      assert.deepEqual(await counts(), before);
    });

    it('the same enquiry from the same sender is stored once, also when posted twice at the same moment', async () => {
      const before = await counts();
      const twice = { ...valid(), message: 'Twice, by a double click.' };
      const answers = [...(await Promise.all([post(twice), post(twice)])), await post(twice)];
      const ids = answers.map((response) => {
        assert.equal(response.statusCode, 201, response.body);
        return json<{ id: number }>(response).id;
      });
      assert.equal(new Set(ids).size, 1, `ids ${ids.join(', ')}`);
      assert.deepEqual(await counts(), { enquiries: before.enquiries + 1, lines: before.lines + 2, outbox: before.outbox + 1 });
      // Another quantity is another enquiry.
      const changed = { ...twice, lines: [{ ...twice.lines[0]!, quantity: 3 }, twice.lines[1]!] };
      assert.notEqual(json<{ id: number }>(await post(changed)).id, ids[0]);
    });
  });
}
