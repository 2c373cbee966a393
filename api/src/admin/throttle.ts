// Sign-in throttling (docs/admin.md "Sign-in throttling"), counted in the database so every API instance shares it.
// Three counts per try: the client address, the account from that client, and the account from anywhere. From the 5th
// failure in 15 minutes a key waits before its next try (1 s, 2 s, 4 s, 8 s); from the 10th it is locked: the client
// and the account-from-that-client for 15 minutes, the account everywhere for only 1 minute, so a stranger cannot keep
// the real person (on another address) out for long. Tries refused while waiting are not counted.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { signInThrottle } from '../db/schema';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  delayAfter: 5,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  accountLockMs: 60_000,
} as const;

interface ThrottleKey {
  key: string;
  lockMs: number;
}

/** The keys one try counts against. The email is the one typed (lower-case), known or not: an unknown one is throttled alike. */
export function throttleKeys(email: string, ip: string): ThrottleKey[] {
  return [
    { key: `client:${ip}`, lockMs: THROTTLE.lockMs },
    { key: `account-client:${email}|${ip}`, lockMs: THROTTLE.lockMs },
    { key: `account:${email}`, lockMs: THROTTLE.accountLockMs },
  ];
}

/** How long (ms) until a try is allowed again; 0 when it is allowed now. */
export async function waitBeforeTry(db: Database, keys: ThrottleKey[], now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: signInThrottle.locked_until })
    .from(signInThrottle)
    .where(
      inArray(
        signInThrottle.key,
        keys.map(({ key }) => key),
      ),
    );
  return Math.max(0, ...rows.map(({ lockedUntil }) => (lockedUntil ? lockedUntil.getTime() - now.getTime() : 0)));
}

/** The wait a key gets after its `failures`-th failure in the window. */
export function waitAfter(failures: number, lockMs: number): number {
  if (failures >= THROTTLE.lockAfter) return lockMs;
  if (failures < THROTTLE.delayAfter) return 0;
  return Math.min(THROTTLE.firstDelayMs * 2 ** (failures - THROTTLE.delayAfter), THROTTLE.maxDelayMs);
}

/** Counts a failure against every key (atomically per key, so instances racing each other all count). */
export async function recordFailure(db: Database, keys: ThrottleKey[], now: Date): Promise<void> {
  const nowText = now.toISOString();
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs).toISOString();
  for (const { key, lockMs } of keys) {
    const expired = sql`${signInThrottle.window_started_at} <= ${windowStart}::timestamptz`;
    const [row] = await db
      .insert(signInThrottle)
      .values({ key, failures: 1, window_started_at: now })
      .onConflictDoUpdate({
        target: signInThrottle.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${signInThrottle.failures} + 1 end`,
          window_started_at: sql`case when ${expired} then ${nowText}::timestamptz else ${signInThrottle.window_started_at} end`,
        },
      })
      .returning({ failures: signInThrottle.failures });
    const wait = waitAfter(row!.failures, lockMs);
    if (wait > 0)
      await db
        .update(signInThrottle)
        .set({ locked_until: new Date(now.getTime() + wait) })
        .where(sql`${signInThrottle.key} = ${key}`);
  }
}

/** A right password clears what the account gathered; the client's own count runs out with its window. */
export const clearAccount = (db: Database, keys: ThrottleKey[]) =>
  db.delete(signInThrottle).where(
    inArray(
      signInThrottle.key,
      keys.filter(({ key }) => key.startsWith('account')).map(({ key }) => key),
    ),
  );
