import { asItem, asList, listOf, normaliseEvent, normaliseProduct, parseImageList } from '../normalise';

describe('parseImageList', () => {
  it('reads a JSON-encoded string of paths, as events, services, projects and testimonials send them', () => {
    expect(parseImageList('["events/a.svg","events/b.svg"]')).toEqual(['events/a.svg', 'events/b.svg']);
  });

  it('keeps a real list, as products send it, dropping empty and non-string entries', () => {
    expect(parseImageList(['products/a.svg', '', 3, null])).toEqual(['products/a.svg']);
  });

  it('treats null, empty strings and an empty JSON list as no images', () => {
    expect(parseImageList(null)).toEqual([]);
    expect(parseImageList('')).toEqual([]);
    expect(parseImageList('[]')).toEqual([]);
  });

  it('keeps a bare path that is not JSON rather than losing the image', () => {
    expect(parseImageList('events/only.svg')).toEqual(['events/only.svg']);
  });
});

describe('asList and asItem', () => {
  it("take the API's bare arrays and objects, and anything else as empty", () => {
    expect(asList([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(asList({ message: 'oops' })).toEqual([]);
    expect(asItem({ id: 2 })).toEqual({ id: 2 });
    expect(asItem([{ id: 2 }])).toEqual({});
    expect(asItem(null)).toEqual({});
  });
});

describe('normaliseEvent', () => {
  it('reads created_at, or create_at as the original teaser did', () => {
    expect(normaliseEvent({ id: 1, created_at: '2026-01-02T00:00:00Z', images: '[]' }).created_at).toBe('2026-01-02T00:00:00Z');
    const legacy = normaliseEvent({ id: 2, create_at: '2025-05-05T10:00:00Z', images: '["e.svg"]' });
    expect(legacy.created_at).toBe('2025-05-05T10:00:00Z');
    expect(legacy.images).toEqual(['e.svg']);
    expect(legacy).not.toHaveProperty('create_at');
  });
});

describe('normaliseProduct', () => {
  it('fills category_id from the nested category when only that is present', () => {
    const product = normaliseProduct({ id: 1, title: 'Sidamo', category: { id: 4, name: 'Coffee' }, images: [] });
    expect(product.category_id).toBe(4);
    expect(listOf(normaliseProduct)([{ id: 2, images: null }])[0]).toMatchObject({ id: 2, images: [], category: null });
  });
});
