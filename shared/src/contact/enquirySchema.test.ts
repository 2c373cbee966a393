// The quote enquiry's rules shared by the quote page and the API (run by the API suite, node:test).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { enquirySchema, MAX_ENQUIRY_LINES } from './enquirySchema';
import { formErrors } from './validateForm';

const valid = {
  full_name: 'Abebe Kebede',
  email: 'abebe@example.com',
  lines: [{ product_id: 3, quantity: 2, note: ' Grade 1, FOB Djibouti ' }],
};

/** Field -> first message, the way the API shows them. */
const errorsOf = (input: unknown) => formErrors(enquirySchema, input);

describe('quote enquiry rules', () => {
  it('accepts lines with the contact fields; message, company and country may be left out', async () => {
    const enquiry = await enquirySchema.validate(valid);
    assert.deepEqual(enquiry.lines, [{ product_id: 3, quantity: 2, note: 'Grade 1, FOB Djibouti' }]);
    assert.equal(enquiry.message, '');
    assert.equal(enquiry.company, '');
    assert.equal(enquiry.country, '');
  });

  it('keeps the contact form rules for the sender', async () => {
    assert.deepEqual(await errorsOf({ ...valid, full_name: 'R2D2', email: 'nope' }), {
      full_name: 'Your name may contain only letters and spaces.',
      email: 'Please enter a valid email address.',
    });
  });

  it('names the line that is wrong', async () => {
    const errors = await errorsOf({ ...valid, lines: [valid.lines[0], { product_id: '7', quantity: 1.5 }] });
    assert.deepEqual(errors, {
      'lines[1].product_id': 'Each line must name a product by its number.',
      'lines[1].quantity': 'The quantity must be a whole number.',
    });
  });

  it('refuses an empty basket and one too long', async () => {
    assert.deepEqual(await errorsOf({ ...valid, lines: [] }), { lines: 'Please add at least one product to your quote.' });
    assert.deepEqual(await errorsOf({ ...valid, lines: undefined }), { lines: 'Please add at least one product to your quote.' });
    const many = Array.from({ length: MAX_ENQUIRY_LINES + 1 }, (_, index) => ({ product_id: index + 1, quantity: 1 }));
    assert.deepEqual(await errorsOf({ ...valid, lines: many }), { lines: `A quote can list at most ${MAX_ENQUIRY_LINES} products.` });
  });
});
