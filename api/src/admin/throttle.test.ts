// Brute force (docs/admin.md "Sign-in throttling"): 20 wrong passwords in a row are slowed, then locked; the real person
// on another address gets in once the short account-wide window has passed; an unknown email is answered exactly as a
// known one, in about the same time; the counts are in the database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signInThrottle } from '../db/schema';
import { json } from '../testing/build';
import { auditEntries, buildAdmin, GOOD_PASSWORD, makeOperator, signInRequest, type AdminTestApp } from '../testing/admin';
import { THROTTLE } from './throttle';

interface Try {
  status: number;
  body: unknown;
  retryAfter: number | null;
}

describe('sign-in throttling', () => {
  let t: AdminTestApp;
  before(async () => {
    t = await buildAdmin();
    await makeOperator(t, 'target@example.com', 'admin', GOOD_PASSWORD);
  });
  after(() => t.close());

  async function attempt(email: string, password: string, ip: string): Promise<Try> {
    const answer = await t.app.inject(signInRequest(email, password, ip));
    const retryAfter = answer.headers['retry-after'];
    return { status: answer.statusCode, body: json(answer), retryAfter: retryAfter === undefined ? null : Number(retryAfter) };
  }

  /**
   * 20 wrong passwords from one address, waiting out each delay as a patient attacker would (but not the lock); returns
   * every answer and the waits the server imposed.
   */
  async function attack(email: string, ip: string) {
    const tries: Try[] = [];
    const waits: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      const answer = await attempt(email, `wrong password number ${n}`, ip);
      tries.push(answer);
      const next = await attempt(email, 'probe without waiting', ip);
      // A try while a wait runs is refused and not counted; the patient attacker waits it out.
      if (next.status === 429 && next.retryAfter! < 60) {
        waits.push(next.retryAfter!);
        t.clock.advance(next.retryAfter! * 1000);
      } else if (next.status !== 429) tries.push(next);
    }
    return { tries: tries.slice(0, 20), waits };
  }

  it('slows 20 wrong passwords in a row (1 s, 2 s, 4 s, 8 s), then locks that address for 15 minutes', async () => {
    const { tries, waits } = await attack('target@example.com', '198.51.100.7');
    assert.deepEqual(waits, [1, 2, 4, 8, 8], 'each failure from the 5th on makes the next try wait longer');
    const statuses = tries.map((answer) => answer.status);
    assert.deepEqual(statuses.slice(0, THROTTLE.lockAfter), Array(THROTTLE.lockAfter).fill(401), 'the first ten are plain refusals');
    assert.ok(
      statuses.slice(THROTTLE.lockAfter).every((status) => status === 429),
      `then locked: ${statuses.join(',')}`,
    );
    assert.deepEqual(tries[THROTTLE.lockAfter]!.body, {
      error: 'locked',
      message: `Too many failed sign-ins. Try again in ${tries[THROTTLE.lockAfter]!.retryAfter} seconds.`,
    });
    assert.ok(tries[THROTTLE.lockAfter]!.retryAfter! > 14 * 60 && tries[THROTTLE.lockAfter]!.retryAfter! <= 15 * 60);
    const refusedTries = (await auditEntries(t.app)).filter(
      (entry) => entry.action === 'sign-in-failed' && entry.ip === '198.51.100.7' && entry.details.reason === 'throttled',
    );
    assert.ok(refusedTries.length >= 15, 'refused tries are audited too');
    // The waits themselves: from the row the database keeps.
    const rows = await t.app.db.select().from(signInThrottle);
    assert.deepEqual(rows.map((row) => row.key).sort(), [
      'account-client:target@example.com|198.51.100.7',
      'account:target@example.com',
      'client:198.51.100.7',
    ]);
    assert.ok(
      rows.every((row) => row.failures === THROTTLE.lockAfter),
      'tries refused during a wait or lock are not counted',
    );
  });

  it('lets the right password in from another address once the 1-minute account-wide window passed, not from the locked one', async () => {
    const early = await attempt('target@example.com', GOOD_PASSWORD, '203.0.113.50');
    assert.equal(early.status, 429, 'the account waits a minute everywhere');
    assert.ok(early.retryAfter! <= 60);
    t.clock.advance(61_000);
    assert.equal((await attempt('target@example.com', GOOD_PASSWORD, '198.51.100.7')).status, 429, 'the attacking address is still locked');
    assert.equal((await attempt('target@example.com', GOOD_PASSWORD, '203.0.113.50')).status, 200, 'the real person gets in');
    t.clock.advance(15 * 60_000);
    assert.equal((await attempt('target@example.com', GOOD_PASSWORD, '198.51.100.7')).status, 200, 'and the lock ends after 15 minutes');
  });

  it('answers an unknown email exactly as a known one, try after try', async () => {
    const { tries: known } = await attack('target@example.com', '192.0.2.77');
    const { tries: unknown } = await attack('nobody-here@example.com', '192.0.2.78');
    assert.deepEqual(unknown, known);
    assert.deepEqual(known[0]!.body, { error: 'sign-in', message: 'Email or password is not right.' });
  });

  it('spends about the same time on an unknown email as on a wrong password (an Argon2 verification either way)', async () => {
    t.clock.advance(60 * 60_000);
    // CPU time of this process (Argon2's threads included), not wall time: what the server spends, which a busy host
    // (the API tests run at a lower priority beside the e2e suite) does not stretch for one and not the other.
    const time = async (email: string, ip: string) => {
      const started = process.cpuUsage();
      for (let n = 0; n < THROTTLE.delayAfter - 1; n += 1) assert.equal((await attempt(email, `wrong ${n}`, `${ip}.${n}`)).status, 401);
      const { user, system } = process.cpuUsage(started);
      return (user + system) / 1000;
    };
    await time('warm-up@example.com', '10.9.9');
    const known = await time('target@example.com', '10.0.0');
    const unknown = await time('someone-else@example.com', '10.1.1');
    // Without the dummy verification an unknown email would answer in a few milliseconds against ~100 ms.
    assert.ok(unknown > known * 0.4 && unknown < known * 2.5, `unknown ${unknown.toFixed(0)} ms, known ${known.toFixed(0)} ms`);
  });
});
