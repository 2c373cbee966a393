// The mails sales receives: a plain-text part and an HTML part, every field HTML-escaped, the subject one line.
// Rendered when the message is stored (the outbox keeps the result), so what is sent is what was asked.
import escapeHtml from 'escape-html';
import type { RenderedMail } from '../db/schema/outbox';

export interface ContactMail {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  message: string;
}

export interface EnquiryMailLine {
  product_id: number;
  product_name: string;
  quantity: number;
  note: string;
}

export interface EnquiryMail extends ContactMail {
  company: string;
  country: string;
  lines: EnquiryMailLine[];
}

/** One line of header text: control characters (CR, LF, tab, NUL...) become spaces, so nothing can add a header. */
export const headerText = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** [label, value] pairs, skipping optional fields left empty. */
function senderFields(mail: ContactMail & Partial<EnquiryMail>): [string, string][] {
  const fields: [string, string | undefined][] = [
    ['Name', mail.full_name],
    ['Email', mail.email],
    ['Phone', mail.phone],
    ['Company', mail.company],
    ['Country', mail.country],
  ];
  return fields.filter((field): field is [string, string] => Boolean(field[1]));
}

const textFields = (fields: [string, string][]) => fields.map(([label, value]) => `${label}: ${value}`).join('\n');

const htmlFields = (fields: [string, string][]) =>
  `<table>${fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`;

/** Paragraphs and line breaks of a visitor's text, escaped. */
const htmlText = (value: string) => `<p>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</p>`;

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

const replyTo = (mail: ContactMail) => ({ name: headerText(mail.full_name), address: headerText(mail.email) });

export function renderContactMail(mail: ContactMail): RenderedMail {
  const subject = headerText(`Contact message #${mail.id} from ${mail.full_name}`);
  const fields = senderFields(mail);
  return {
    subject,
    text: `${textFields(fields)}\n\n${mail.message}\n`,
    html: page(subject, `<h1>${escapeHtml(subject)}</h1>${htmlFields(fields)}${htmlText(mail.message)}`),
    replyTo: replyTo(mail),
  };
}

export function renderEnquiryMail(mail: EnquiryMail): RenderedMail {
  const subject = headerText(`Quote enquiry #${mail.id} from ${mail.full_name} (${plural(mail.lines.length, 'product', 'products')})`);
  const fields = senderFields(mail);
  const textLines = mail.lines
    .map(
      (line, index) =>
        `${index + 1}. ${line.product_name} (product ${line.product_id}) x ${line.quantity}${line.note ? `\n   Note: ${line.note}` : ''}`,
    )
    .join('\n');
  const rows = mail.lines
    .map(
      (line, index) =>
        `<tr><td>${escapeHtml(String(index + 1))}</td><td>${escapeHtml(line.product_name)}</td><td>${escapeHtml(String(line.product_id))}</td><td align="right">${escapeHtml(String(line.quantity))}</td><td>${escapeHtml(line.note)}</td></tr>`,
    )
    .join('');
  const table = `<table border="1" cellpadding="4" cellspacing="0"><thead><tr><th>#</th><th>Product</th><th>Product id</th><th>Quantity</th><th>Note</th></tr></thead><tbody>${rows}</tbody></table>`;
  return {
    subject,
    text: `${textFields(fields)}\n\nProducts:\n${textLines}\n${mail.message ? `\n${mail.message}\n` : ''}`,
    html: page(
      subject,
      `<h1>${escapeHtml(subject)}</h1>${htmlFields(fields)}<h2>Products</h2>${table}${mail.message ? htmlText(mail.message) : ''}`,
    ),
    replyTo: replyTo(mail),
  };
}
