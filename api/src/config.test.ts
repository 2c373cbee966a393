// The API's own settings read from the environment (the others have their tests beside what they configure).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_SCHEDULE_POLL_MS, readConfig } from './config';

describe('SCHEDULE_POLL_MS', () => {
  it('defaults to 5 s and reads a whole number of milliseconds', () => {
    assert.equal(readConfig({}).schedulePollMs, DEFAULT_SCHEDULE_POLL_MS);
    assert.equal(DEFAULT_SCHEDULE_POLL_MS, 5000);
    assert.equal(readConfig({ SCHEDULE_POLL_MS: ' 250 ' }).schedulePollMs, 250);
  });

  it('refuses what is not a whole number of milliseconds of at least 10', () => {
    for (const value of ['0', '9', '1.5', '-100', '5s', 'soon']) {
      assert.throws(
        () => readConfig({ SCHEDULE_POLL_MS: value }),
        /SCHEDULE_POLL_MS must be a whole number of milliseconds \(10 or more\)/,
        value,
      );
    }
  });
});
