// Rich text is sanitised on save and on import with the pages' own rules: hostile markup never stays, and the seed
// content, which is clean, comes out byte for byte as it went in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedBundle } from '../db/seed';
import { sanitizeBundle, sanitizeRecord } from './richText';

describe('rich text sanitising', () => {
  it('removes scripts, event handlers and javascript: links from rich text fields only', () => {
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
    const clean = sanitizeRecord('products', { id: 1, title: '<script>kept as text</script>', description: hostile, details: null });
    assert.equal(clean.description, '<p>Hi<img src="a.png"><a>x</a></p>');
    assert.equal(clean.title, '<script>kept as text</script>', 'a name is not rich text: the pages escape it');
    assert.equal(clean.details, null);
  });

  it('leaves the seed bundle byte-identical', () => {
    const seed = seedBundle();
    assert.equal(JSON.stringify(sanitizeBundle(seed)), JSON.stringify(seed));
  });
});
