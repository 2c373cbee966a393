import { contentKeys, describeFields, fieldLabel } from '../index';

describe('field labels', () => {
  it.each([
    ['who_we_are', 'Who we are'],
    ['coreValue', 'Core value'],
    ['email1', 'Email 1'],
    ['map_url', 'Map URL'],
    ['gmapUrl', 'Google Maps URL'],
    ['linkedInLink', 'LinkedIn link'],
    ['tiktokLink', 'TikTok link'],
    ['full_name', 'Full name'],
  ])('%s reads "%s"', (name, label) => {
    expect(fieldLabel(name)).toBe(label);
  });
});

describe('field descriptions', () => {
  it('describe a product as its editing screen shows it', () => {
    const fields = Object.fromEntries(describeFields('products').map((field) => [field.name, field]));
    expect(Object.keys(fields)).toEqual(['id', 'title', 'description', 'details', 'banner', 'images', 'category_id']);
    expect(fields.id).toMatchObject({ readOnly: true, required: true });
    expect(fields.title).toMatchObject({ label: 'Name', required: true, filled: true, maxLength: 200, richText: false });
    expect(fields.description).toMatchObject({ richText: true, maxLength: 100_000, filled: false });
    expect(fields.banner).toMatchObject({ picture: 'one', filled: true });
    expect(fields.images).toMatchObject({ picture: 'many' });
    expect(fields.category_id).toMatchObject({ label: 'Category', required: false, reference: 'productCategories' });
  });

  it('give every field of every type a label', () => {
    for (const key of contentKeys) {
      for (const field of describeFields(key)) expect(field.label).toMatch(/^[A-Z]/);
    }
  });
});
