// A visitor sending the contact form: valid messages are stored before "received" is answered;
// everything else gets a JSON answer that says what is wrong.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build, json, postForm, testDrivers, type TestApp } from '../testing/build';
import { CONTACT_BODY_LIMIT } from './contacts';

const valid = {
  full_name: 'አበበ ከበደ',
  email: 'abebe@example.com',
  phone: '+251 911 000 000',
  message: 'Please quote 2 containers of Guji Grade 1.',
};

for (const driver of testDrivers()) {
  describe(`contact form (${driver})`, () => {
    let t: TestApp;
    const post = (payload: string | object, contentType?: string) => postForm(t.app, '/api/contacts', payload, contentType);
    before(async () => {
      t = await build({ driver });
    });
    after(() => t.close());

    it('stores a valid message and answers 201 with its id', async () => {
      const response = await post({ ...valid, full_name: '  አበበ ከበደ ' });
      assert.equal(response.statusCode, 201);
      const body = json<{ message: string; id: number }>(response);
      assert.equal(body.message, 'Message received');
      const stored = await t.app.repositories.contactMessages.findById(body.id);
      assert.ok(stored, 'the message is not in the database');
      assert.deepEqual(
        { full_name: stored.full_name, email: stored.email, phone: stored.phone, message: stored.message },
        { ...valid, full_name: 'አበበ ከበደ' },
      );
      assert.ok(Date.now() - stored.created_at.getTime() < 60_000, 'created_at is not the time of sending');
    });

    it('accepts a message without a phone and stores an empty phone', async () => {
      const { phone: _phone, ...withoutPhone } = valid;
      const response = await post({ ...withoutPhone, full_name: 'Zoë Dupont' });
      assert.equal(response.statusCode, 201);
      const stored = await t.app.repositories.contactMessages.findById(json<{ id: number }>(response).id);
      assert.equal(stored?.phone, '');
      assert.equal(stored?.full_name, 'Zoë Dupont');
    });

    it('stores a phone written with words, as the spec takes any text (§5), and refuses one over 50 characters', async () => {
      const response = await post({ ...valid, phone: '+251 11 667 2040 ext. 12' });
      assert.equal(response.statusCode, 201, response.body);
      const stored = await t.app.repositories.contactMessages.findById(json<{ id: number }>(response).id);
      assert.equal(stored?.phone, '+251 11 667 2040 ext. 12');
      const tooLong = await post({ ...valid, phone: `+251 11 667 2040 ext. 12, ${'ask for Abebe '.repeat(2)}` });
      assert.equal(tooLong.statusCode, 422);
      assert.deepEqual(json<{ errors: unknown }>(tooLong).errors, { phone: 'Your phone number must be at most 50 characters.' });
    });

    it('stores a message containing NUL characters without them instead of failing', async () => {
      const response = await post({ ...valid, message: 'Hello\u0000 from Adama' });
      assert.equal(response.statusCode, 201, response.body);
      const stored = await t.app.repositories.contactMessages.findById(json<{ id: number }>(response).id);
      assert.equal(stored?.message, 'Hello from Adama');
    });

    it('answers 422 listing every invalid field with the form’s own messages, and stores nothing', async () => {
      const before = (await t.app.repositories.contactMessages.list()).length;
      const response = await post({ full_name: 'R2-D2', email: 'not-an-email', phone: 12345, message: '   ' });
      assert.equal(response.statusCode, 422);
      assert.deepEqual(json(response), {
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: {
          full_name: 'Your name may contain only letters and spaces.',
          email: 'Please enter a valid email address.',
          phone: 'Your phone number must be text.',
          message: 'Please enter a message.',
        },
      });
      assert.equal((await t.app.repositories.contactMessages.list()).length, before);
    });

    it('answers 422 for an empty object, naming the required fields', async () => {
      const response = await post({});
      assert.equal(response.statusCode, 422);
      assert.deepEqual(Object.keys(json<{ errors: object }>(response).errors).sort(), ['email', 'full_name', 'message']);
    });

    it('answers 400 JSON for malformed JSON, a non-object body and non-JSON content types', async () => {
      const cases: [string, string][] = [
        ['{"full_name": "Abebe",', 'application/json'],
        ['[]', 'application/json'],
        ['"hello"', 'application/json'],
        ['full_name=Abebe&email=a%40b.co', 'application/x-www-form-urlencoded'],
        ['hello', 'text/plain'],
      ];
      for (const [payload, contentType] of cases) {
        const response = await post(payload, contentType);
        assert.equal(response.statusCode, 400, `${contentType} ${payload}: ${response.statusCode}`);
        assert.equal(json<{ error: string }>(response).error, 'Bad Request');
      }
    });

    it('answers 413 JSON for a body over 16 KiB', async () => {
      const response = await post({ ...valid, message: 'x'.repeat(CONTACT_BODY_LIMIT) });
      assert.equal(response.statusCode, 413);
      assert.equal(json<{ error: string }>(response).error, 'Payload Too Large');
    });

    it('accepts the longest allowed message in a non-Latin script within the size limit', async () => {
      // 5,000 Ethiopic characters are 15,000 bytes in UTF-8: the limit must leave room for them.
      const response = await post({ ...valid, message: 'ሰ'.repeat(5000) });
      assert.equal(response.statusCode, 201, response.body);
    });

    it('a filled robot trap gets the normal answer, and nothing is stored', async () => {
      const before = (await t.app.repositories.contactMessages.list()).length;
      const response = await post({ ...valid, message: 'Cheap watches', website: 'http://spam.example' });
      assert.equal(response.statusCode, 201, response.body);
      const body = json<{ message: string; id: number }>(response);
      assert.equal(body.message, 'Message received');
      assert.ok(Number.isInteger(body.id) && body.id > 0);
      assert.equal((await t.app.repositories.contactMessages.list()).length, before);
      // Empty, as the form sends it for people, the message is stored.
      assert.equal((await post({ ...valid, message: 'A real question', website: '' })).statusCode, 201);
      assert.equal((await t.app.repositories.contactMessages.list()).length, before + 1);
    });

    it('the same message from the same sender is stored once, also when posted twice at the same moment', async () => {
      const before = (await t.app.repositories.contactMessages.list()).length;
      const twice = { ...valid, message: 'Please call me about sesame prices.' };
      const [first, second] = await Promise.all([post(twice), post(twice)]);
      const third = await post(twice);
      const ids = [first, second, third].map((response) => {
        assert.equal(response.statusCode, 201, response.body);
        return json<{ id: number }>(response).id;
      });
      assert.equal(new Set(ids).size, 1, `ids ${ids.join(', ')}`);
      assert.equal((await t.app.repositories.contactMessages.list()).length, before + 1);
      // Another message, or the same text from someone else, is a new enquiry.
      assert.notEqual(json<{ id: number }>(await post({ ...twice, message: 'And about pulses.' })).id, ids[0]);
      assert.notEqual(json<{ id: number }>(await post({ ...twice, email: 'someone.else@example.com' })).id, ids[0]);
      assert.equal((await t.app.repositories.contactMessages.list()).length, before + 3);
    });
  });
}
