// SMTP_URL, SALES_EMAIL and MAIL_FROM: read in api/src/config.ts, a bad value stops the API naming the variable
// (and never printing an SMTP password).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_MAIL_FROM, readConfig, readMailSettings } from '../config';

describe('mail settings', () => {
  it('default to no SMTP server, the business setup’s address and the site as sender', () => {
    assert.deepEqual(readConfig({}).mail, { smtpUrl: undefined, salesEmail: undefined, from: DEFAULT_MAIL_FROM });
    assert.deepEqual(readMailSettings({ SMTP_URL: ' ', SALES_EMAIL: '', MAIL_FROM: '' }), {
      smtpUrl: undefined,
      salesEmail: undefined,
      from: DEFAULT_MAIL_FROM,
    });
  });

  it('take an smtp(s) URL, one sales address and a sender with or without a name', () => {
    const env = {
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      SALES_EMAIL: 'sales@example.com',
      MAIL_FROM: 'StarFamily <web@example.com>',
    };
    assert.deepEqual(readMailSettings(env), {
      smtpUrl: env.SMTP_URL,
      salesEmail: 'sales@example.com',
      from: 'StarFamily <web@example.com>',
    });
    assert.equal(readMailSettings({ MAIL_FROM: 'web@example.com' }).from, 'web@example.com');
  });

  it('refuse what would not deliver, naming the variable and hiding the password', () => {
    for (const url of ['http://mail.example.com', 'mail.example.com:25', 'smtp://', 'smtp://user:secret@']) {
      assert.throws(
        () => readMailSettings({ SMTP_URL: url }),
        (error: Error) => error.message.startsWith('SMTP_URL must be') && !error.message.includes('secret'),
        url,
      );
    }
    for (const address of ['sales', 'a@b.co, c@d.co', 'Sales <sales@example.com>', 'a@b.co\r\nBcc: x@y.z']) {
      assert.throws(() => readMailSettings({ SALES_EMAIL: address }), /^Error: SALES_EMAIL must be one email address/, address);
    }
    for (const from of ['nobody', 'Name <>', 'a@b.co\nBcc: x@y.z'])
      assert.throws(() => readMailSettings({ MAIL_FROM: from }), /^Error: MAIL_FROM must be/, from);
  });
});
