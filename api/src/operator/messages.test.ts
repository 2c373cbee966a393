// The messages CSV as a spreadsheet reads it: BOM, CRLF, quoting, formula cells neutralised, any script's text; and
// the --since rules. Read back with csv-parse, the same family's parser.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { MESSAGE_COLUMNS, messagesCsv, parseSince, type MessageRow } from './messages';

const row = (fields: Partial<MessageRow>): MessageRow => ({
  type: 'contact',
  id: 1,
  received_at: '2026-11-26T10:00:00.000Z',
  name: 'Abebe Kebede',
  email: 'abebe@example.et',
  phone: '',
  company: '',
  country: '',
  message: 'Hello',
  line: '',
  product_id: '',
  product_name: '',
  quantity: '',
  note: '',
  ...fields,
});

const readBack = (csv: string) => parse(csv.replace(/^\uFEFF/, ''), { relax_column_count: false }) as string[][];

describe('messagesCsv', () => {
  it('starts with a UTF-8 BOM and the header, and ends every record with CRLF', () => {
    const csv = messagesCsv([row({}), row({ id: 2 })]);
    assert.ok(csv.startsWith(`\uFEFF${MESSAGE_COLUMNS.join(',')}\r\n`), csv.slice(0, 80));
    assert.equal(csv.split('\r\n').length, 4, 'header, two records, and the empty rest after the last CRLF');
    assert.ok(csv.endsWith('\r\n'));
  });

  it('writes no rows but the header when there are no messages', () => {
    assert.equal(messagesCsv([]), `\uFEFF${MESSAGE_COLUMNS.join(',')}\r\n`);
  });

  it('quotes commas, quotes and line breaks (RFC 4180), and they read back unchanged', () => {
    const message = 'Two lots, please: "Grade 1"\nand a sample\r\nby DHL';
    const csv = messagesCsv([row({ message, name: 'Smith, John' })]);
    assert.ok(csv.includes('"Two lots, please: ""Grade 1""\nand a sample\r\nby DHL"'), csv);
    const [header, record] = readBack(csv);
    assert.deepEqual(header, [...MESSAGE_COLUMNS]);
    assert.equal(record![MESSAGE_COLUMNS.indexOf('message')], message);
    assert.equal(record![MESSAGE_COLUMNS.indexOf('name')], 'Smith, John');
  });

  it('keeps Amharic (and any other script) as it was written, in UTF-8', () => {
    const name = 'አበበ ከበደ';
    const message = 'ሰላም፣ የቡና ዋጋ ስንት ነው? — 咖啡 — café';
    const csv = messagesCsv([row({ name, message })]);
    const bytes = Buffer.from(csv, 'utf8');
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM bytes');
    const [, record] = readBack(bytes.toString('utf8'));
    assert.equal(record![MESSAGE_COLUMNS.indexOf('name')], name);
    assert.equal(record![MESSAGE_COLUMNS.indexOf('message')], message);
  });

  it('neutralises cells a spreadsheet would run as a formula: = + - @ TAB CR get a leading apostrophe', () => {
    const hostile = ['=HYPERLINK("http://evil.example","x")', '+251911000000', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];
    const csv = messagesCsv(hostile.map((message, index) => row({ id: index + 1, message })));
    const records = readBack(csv).slice(1);
    assert.deepEqual(
      records.map((record) => record[MESSAGE_COLUMNS.indexOf('message')]),
      hostile.map((text) => `'${text}`),
    );
    // The same rule for every column a visitor fills in.
    const [, named] = readBack(messagesCsv([row({ name: '=cmd', email: '@x', phone: '+1' })]));
    assert.deepEqual([named![3], named![4], named![5]], ["'=cmd", "'@x", "'+1"]);
  });

  it('leaves ordinary text alone (an apostrophe only where needed)', () => {
    const [, record] = readBack(messagesCsv([row({ message: 'Price 1-2 USD = fair? @ you' })]));
    assert.equal(record![MESSAGE_COLUMNS.indexOf('message')], 'Price 1-2 USD = fair? @ you');
    assert.equal(record![MESSAGE_COLUMNS.indexOf('id')], '1');
  });
});

describe('parseSince', () => {
  it('reads a day as its first moment in UTC', () => {
    assert.equal(parseSince('2026-11-01').toISOString(), '2026-11-01T00:00:00.000Z');
  });

  it('reads a moment with its time zone', () => {
    assert.equal(parseSince('2026-11-01T09:30:00Z').toISOString(), '2026-11-01T09:30:00.000Z');
    assert.equal(parseSince('2026-11-01T12:30+03:00').toISOString(), '2026-11-01T09:30:00.000Z');
    assert.equal(parseSince('2026-11-01T09:30:15.250Z').toISOString(), '2026-11-01T09:30:15.250Z');
  });

  for (const bad of [
    'yesterday',
    '2026-02-30',
    '2026-13-01',
    '01/11/2026',
    '2026-11-01T09:30',
    '2026-11-01 09:30Z',
    '',
    '2026-11-01T25:00Z',
  ]) {
    it(`refuses ${JSON.stringify(bad)}, naming the option and what it got`, () => {
      assert.throws(
        () => parseSince(bad),
        (error: Error) => error.message.includes('--since') && error.message.includes(`"${bad}"`),
      );
    });
  }
});
