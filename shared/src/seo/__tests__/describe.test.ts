/** @jest-environment node */
import { DESCRIPTION_LENGTH, describePage, describeText, plainText } from '../describe';

describe('descriptions from content', () => {
  it('strips markup, comments, scripts and styles and decodes entities, without a DOM', () => {
    expect(
      plainText('<p>Washed &amp; <b>natural</b>&nbsp;coffee</p><!-- note --><script>alert(1)</script><style>p{}</style>&#8211; &#x41;'),
    ).toBe('Washed & natural coffee – A');
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

describe('describePage', () => {
  const ABOUT = 'Tesfaye Bekele, Founder & CEO at StarFamily: contact details and social links.';

  it('keeps content that says enough on its own', () => {
    const content = '<p>Washed Yirgacheffe Grade 1, floral and citrus, from smallholders around Gedeo.</p>';
    expect(describePage(content, ABOUT)).toBe('Washed Yirgacheffe Grade 1, floral and citrus, from smallholders around Gedeo.');
  });

  it('follows short content with what the page is, as sentences', () => {
    expect(describePage('<p>Grade 1</p>', ABOUT)).toBe(`Grade 1. ${ABOUT}`);
    expect(describePage('', ABOUT)).toBe(ABOUT);
    expect(describePage(null, ABOUT)).toBe(ABOUT);
  });

  it('adds the site line when even that is short, and cuts long text like describeText', () => {
    expect(describePage('', 'Ab Cd, CEO.')).toBe('Ab Cd, CEO. StarFamily: Ethiopian agro-export and industry.');
    const long = describePage('word '.repeat(80), ABOUT);
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    expect(long.endsWith('…')).toBe(true);
  });
});
