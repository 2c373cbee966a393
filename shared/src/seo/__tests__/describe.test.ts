/** @jest-environment node */
import { describeText, plainText } from '../describe';

describe('descriptions from content', () => {
  it('strips markup, comments, scripts and styles and decodes entities, without a DOM', () => {
    expect(plainText('<p>Washed &amp; <b>natural</b>&nbsp;coffee</p><!-- note --><script>alert(1)</script><style>p{}</style>&#8211; &#x41;'))
      .toBe('Washed & natural coffee – A');
  });

  it('never leaves a tag or angle bracket behind', () => {
    expect(describeText('&lt;script&gt;x&lt;/script&gt; <img src=x onerror=alert(1)>ok')).toBe('script x /script ok');
  });

  it('keeps short text whole and cuts long text on a word boundary at 155 characters with an ellipsis', () => {
    expect(describeText('Short text.')).toBe('Short text.');
    const long = 'Ethiopian coffee '.repeat(20);
    const cut = describeText(long);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('coffee…') || cut.endsWith('Ethiopian…')).toBe(true);
    expect(describeText(null)).toBe('');
  });
});
