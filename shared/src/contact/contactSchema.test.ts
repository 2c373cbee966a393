// The one set of contact-form rules shared by the browser form and the API (run by the API suite, node:test).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contactFieldNames, contactSchema } from './contactSchema';
import { formErrors } from './validateForm';

const valid = { full_name: 'Abebe Kebede', email: 'abebe@example.com', phone: '+251 911 000 000', message: 'I would like a quote.' };

/** Field -> first message, the way the API shows them. */
const errorsOf = (input: unknown) => formErrors(contactSchema, input);

describe('contact form rules', () => {
  it('lists the four fields a visitor fills in', () => {
    assert.deepEqual([...contactFieldNames], ['full_name', 'email', 'phone', 'message']);
  });

  it('accepts a complete message and trims the text', async () => {
    const message = await contactSchema.validate({ ...valid, full_name: '  Abebe Kebede ', message: ' Hello \n' });
    assert.equal(message.full_name, 'Abebe Kebede');
    assert.equal(message.message, 'Hello');
  });

  it('drops NUL characters, which no keyboard types and the database cannot store', async () => {
    const message = await contactSchema.validate({ ...valid, message: 'Hello\u0000 there\u0000' });
    assert.equal(message.message, 'Hello there');
  });

  it('accepts names written in any script: Amharic, accented Latin, Devanagari', async () => {
    for (const full_name of ['አበበ ከበደ', 'Zoë Dupont', 'देवनागरी नाम']) {
      assert.deepEqual(await errorsOf({ ...valid, full_name }), {}, full_name);
    }
  });

  it('refuses names with digits or punctuation', async () => {
    for (const full_name of ['J0hn', 'Abebe!', '<script>']) {
      assert.deepEqual(await errorsOf({ ...valid, full_name }), { full_name: 'Your name may contain only letters and spaces.' });
    }
  });

  it('treats the phone as optional and stores a missing one as an empty string', async () => {
    for (const phone of [undefined, null, '', '   ']) {
      const message = await contactSchema.validate({ ...valid, phone });
      assert.equal(message.phone, '');
    }
  });

  it('takes any text as a phone (spec §5: optional, must be text), trimmed, up to 50 characters', async () => {
    for (const phone of ['+251 11 667 2040 ext. 12', 'call me after 5pm', '٠٩١١ ٠٠٠ ٠٠٠', '1'.repeat(50)]) {
      assert.deepEqual(await errorsOf({ ...valid, phone }), {}, phone);
    }
    assert.equal((await contactSchema.validate({ ...valid, phone: '  +251 11 667 2040 ext. 12 ' })).phone, '+251 11 667 2040 ext. 12');
  });

  it('refuses a phone that is not text or is longer than 50 characters', async () => {
    assert.deepEqual(await errorsOf({ ...valid, phone: 911000000 }), { phone: 'Your phone number must be text.' });
    assert.deepEqual(await errorsOf({ ...valid, phone: '1'.repeat(51) }), { phone: 'Your phone number must be at most 50 characters.' });
  });

  it('reports every missing field at once with a human message', async () => {
    assert.deepEqual(await errorsOf({ full_name: ' ', email: null, message: '' }), {
      full_name: 'Please enter your full name.',
      email: 'Please enter your email address.',
      message: 'Please enter a message.',
    });
  });

  it('refuses an invalid email address', async () => {
    for (const email of ['abebe', 'abebe@', '@example.com', 'a b@example.com']) {
      assert.deepEqual(await errorsOf({ ...valid, email }), { email: 'Please enter a valid email address.' }, email);
    }
  });

  it('limits the lengths of name, email and message', async () => {
    assert.deepEqual(await errorsOf({ ...valid, full_name: 'a'.repeat(101) }), { full_name: 'Your name must be at most 100 characters.' });
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    assert.deepEqual(await errorsOf({ ...valid, email: longEmail }), { email: 'Your email address must be at most 254 characters.' });
    assert.deepEqual(await errorsOf({ ...valid, message: 'x'.repeat(5001) }), { message: 'Your message must be at most 5000 characters.' });
    assert.deepEqual(await errorsOf({ ...valid, message: 'x'.repeat(5000) }), {});
  });

  it('refuses objects and lists where text is expected', async () => {
    assert.deepEqual(await errorsOf({ full_name: ['x'], email: {}, phone: [], message: true }), {
      full_name: 'Your name must be text.',
      email: 'Your email address must be text.',
      phone: 'Your phone number must be text.',
      message: 'Your message must be text.',
    });
  });
});
