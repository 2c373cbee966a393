// Test helpers for the admin API: a clock tests move, operators made as the command line makes them (then set up
// through their link), signing in, and the headers a signed-in admin page sends.
import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { addOperator } from '../admin/accounts';
import { CLI_ACTOR } from '../admin/audit';
import { SESSION_COOKIE } from '../admin/sessions';
import { auditLog, type OperatorRole } from '../db/schema';
import { build, json, type BuildOptions, type TestApp } from './build';

export const ADMIN_ORIGIN = 'http://admin.test';
export const SITE_URL = 'http://admin.test';
export const GOOD_PASSWORD = 'violet tractor harbour 42';

export interface Clock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = new Date('2026-11-27T09:00:00Z')): Clock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

export interface AdminTestApp extends TestApp {
  clock: Clock;
}

/** An app with the admin at ADMIN_ORIGIN and a clock of the test's own; no content seed (the admin needs none). */
export async function buildAdmin(options: BuildOptions = {}): Promise<AdminTestApp> {
  const clock = testClock();
  const built = await build({ seed: false, admin: { origin: ADMIN_ORIGIN, siteUrl: SITE_URL }, now: clock.now, ...options });
  return { ...built, clock };
}

export const tokenOf = (setupUrl: string) => new URL(setupUrl).hash.replace(/^#token=/, '');

/** Headers of an anonymous state change from the admin page (sign-in, set-up). */
export const anonymousHeaders = { origin: ADMIN_ORIGIN, 'x-csrf-token': '1', 'content-type': 'application/json' };

/** An operator as `npm run operators -- add` makes one; with `password`, set up through the link as a person would. */
export async function makeOperator({ app, clock }: AdminTestApp, email: string, role: OperatorRole, password?: string) {
  const { operator, setupUrl } = await addOperator({ db: app.db, now: clock.now, siteUrl: SITE_URL, actor: CLI_ACTOR }, email, role);
  if (password !== undefined) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      headers: anonymousHeaders,
      payload: { token: tokenOf(setupUrl), password },
    });
    assert.equal(answer.statusCode, 204, answer.body);
  }
  return { operator, setupUrl };
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  /** Headers for a signed-in state change (cookie, Origin, X-CSRF-Token). */
  headers: Record<string, string>;
}

export const sessionCookieOf = (setCookie: string | string[] | undefined) => {
  const line = [setCookie ?? []].flat().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  return line?.split(';', 1)[0]?.slice(SESSION_COOKIE.length + 1);
};

export const signInRequest = (
  email: string,
  password: string,
  remoteAddress = '192.0.2.1',
  extra: Record<string, string> = {},
): InjectOptions => ({
  method: 'POST',
  url: '/api/admin/session',
  headers: { ...anonymousHeaders, ...extra },
  payload: { email, password },
  remoteAddress,
});

export async function signIn(app: FastifyInstance, email: string, password = GOOD_PASSWORD, remoteAddress?: string): Promise<SignedIn> {
  const answer = await app.inject(signInRequest(email, password, remoteAddress));
  assert.equal(answer.statusCode, 200, answer.body);
  const cookie = sessionCookieOf(answer.headers['set-cookie']);
  assert.ok(cookie, 'a session cookie was set');
  const { csrfToken } = json<{ csrfToken: string }>(answer);
  return { cookie, csrfToken, headers: { cookie: `${SESSION_COOKIE}=${cookie}`, origin: ADMIN_ORIGIN, 'x-csrf-token': csrfToken } };
}

/** Every audit entry, oldest first. */
export const auditEntries = (app: FastifyInstance) => app.db.select().from(auditLog).orderBy(auditLog.id);
