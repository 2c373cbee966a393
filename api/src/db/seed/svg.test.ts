// Seed pictures carry no words in their pixels (issue 13: a headline drawn into the hero picture overlapped the
// page's own headline on phones); the label is only the file's title.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderSvg } from './svg';

describe('seed pictures', () => {
  it('draw no text; the label is the title, escaped', () => {
    const svg = renderSvg({ path: 'sliders/1.svg', label: 'Coffee & <spices>' });
    assert.doesNotMatch(svg, /<text|<tspan/);
    assert.match(svg, /<title>Coffee &amp; &lt;spices&gt;<\/title>/);
    assert.match(svg, /^<svg [^>]*viewBox="0 0 800 500"/);
  });
});
