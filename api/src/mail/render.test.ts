// The mails sales reads: every field a visitor typed is escaped in the HTML part, the lines are a table, the subject
// is one line whatever the name holds, and replies go to the visitor.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { headerText, renderContactMail, renderEnquiryMail } from './render';

const hostile = `<script>alert("x")</script> & 'quoted' <b>bold</b>`;

const enquiry = {
  id: 12,
  full_name: 'Abebe Kebede',
  email: 'abebe@example.com',
  phone: '+251 911 000 000',
  company: `Kebede & Sons <Trading>`,
  country: 'Ethiopia',
  message: `Line one\nLine two ${hostile}`,
  lines: [
    { product_id: 3, product_name: `Guji "Grade 1" <coffee>`, quantity: 2, note: hostile },
    { product_id: 7, product_name: 'Humera sesame', quantity: 40, note: '' },
  ],
};

/** The HTML with every tag the renderer itself writes removed: what is left must hold no markup of the visitor's. */
const visitorText = (html: string) =>
  html.replace(
    /<\/?(!doctype html|html|head|meta charset="utf-8"|title|body|h1|h2|p|br|table|thead|tbody|tr|th|td)( [a-z]+="[^"]*")*>/g,
    '',
  );

describe('mail rendering', () => {
  it('escapes every visitor field in the HTML part (tags, ampersands, quotes)', () => {
    const mail = renderEnquiryMail(enquiry);
    assert.doesNotMatch(visitorText(mail.html), /[<>]/, visitorText(mail.html));
    assert.ok(
      mail.html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; &lt;b&gt;bold&lt;/b&gt;'),
      mail.html,
    );
    assert.ok(mail.html.includes('Kebede &amp; Sons &lt;Trading&gt;'));
    assert.ok(mail.html.includes('Guji &quot;Grade 1&quot; &lt;coffee&gt;'));
    assert.ok(mail.html.includes('Line one<br>Line two'), 'line breaks of the message are kept');
    const contact = renderContactMail({ ...enquiry, full_name: hostile, message: hostile });
    assert.doesNotMatch(visitorText(contact.html), /[<>]/, visitorText(contact.html));
  });

  it('lists the lines as a table in the HTML part and as numbered lines in the text part', () => {
    const mail = renderEnquiryMail(enquiry);
    const rows = mail.html.match(/<tbody>(.*)<\/tbody>/)?.[1]?.match(/<tr>.*?<\/tr>/g) ?? [];
    assert.equal(rows.length, 2);
    assert.equal(rows[1], '<tr><td>2</td><td>Humera sesame</td><td>7</td><td align="right">40</td><td></td></tr>');
    assert.match(mail.text, /^1\. Guji "Grade 1" <coffee> \(product 3\) x 2\n {3}Note: <script>/m);
    assert.match(mail.text, /^2\. Humera sesame \(product 7\) x 40$/m);
    assert.match(mail.text, /^Company: Kebede & Sons <Trading>$/m);
    assert.ok(mail.text.includes(enquiry.message), 'the text part carries the message as typed');
  });

  it('names the enquiry, the sender and the number of products in a one-line subject, and replies to the sender', () => {
    assert.equal(renderEnquiryMail(enquiry).subject, 'Quote enquiry #12 from Abebe Kebede (2 products)');
    assert.equal(
      renderEnquiryMail({ ...enquiry, lines: enquiry.lines.slice(0, 1) }).subject,
      'Quote enquiry #12 from Abebe Kebede (1 product)',
    );
    assert.equal(renderContactMail(enquiry).subject, 'Contact message #12 from Abebe Kebede');
    const injected = renderContactMail({
      ...enquiry,
      full_name: 'Eve\r\nBcc: all@example.com\n\tX',
      email: 'eve@example.com\r\nBcc: x@example.com',
    });
    assert.equal(injected.subject, 'Contact message #12 from Eve Bcc: all@example.com X');
    assert.deepEqual(injected.replyTo, { name: 'Eve Bcc: all@example.com X', address: 'eve@example.com Bcc: x@example.com' });
    assert.deepEqual(renderEnquiryMail(enquiry).replyTo, { name: 'Abebe Kebede', address: 'abebe@example.com' });
  });

  it('leaves out optional fields left empty', () => {
    const mail = renderEnquiryMail({ ...enquiry, phone: '', company: '', country: '', message: '' });
    assert.doesNotMatch(mail.text, /Phone|Company|Country/);
    assert.doesNotMatch(mail.html, /Phone|Company|Country/);
  });

  it('headerText turns every control character and line separator into one space', () => {
    assert.equal(headerText('a\r\nb\u0000c\u2028d\u0085e  f '), 'a b c d e f');
  });
});
