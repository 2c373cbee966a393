// Every admin call's checks (docs/admin.md "Rules every admin call follows"), in the contract's order: who is signed in
// (401), the CSRF proof on state changes (403 csrf), the role the route declares (403 forbidden). A route declares
// who may call it in its config: `config: { roles: SIGNED_IN }`; a route without roles is refused when registered.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { OperatorRole } from '../db/schema';
import { sameSecret } from './secrets';
import { readSession, SESSION_COOKIE, SESSION_COOKIE_OPTIONS, touchSession, type AdminSession, type SignedInOperator } from './sessions';

/** Who may call a route: `['anonymous']` (anyone, e.g. sign-in), or the operator roles allowed. */
export type AdminRoles = readonly ['anonymous'] | readonly OperatorRole[];

export const ANYONE = ['anonymous'] as const satisfies AdminRoles;
/** Any signed-in operator: editors and admins (content, inbox, one's own session and passkeys). */
export const SIGNED_IN = ['editor', 'admin'] as const satisfies AdminRoles;
/** Accounts, the audit log, settings. */
export const ADMINS = ['admin'] as const satisfies AdminRoles;

export interface AdminRuntime {
  /** ADMIN_ORIGIN: the only Origin state changes are accepted from. */
  origin: string;
  /** SHELL_URL: where set-up links point. */
  siteUrl: string;
  /** The clock (tests inject theirs). */
  now: () => Date;
  /** The largest media-library upload, in bytes (MEDIA_MAX_BYTES). */
  mediaMaxBytes: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this admin route (admin/guard.ts). */
    roles?: AdminRoles;
  }
  interface FastifyRequest {
    /** The signed-in operator on an admin route; null on anonymous ones. */
    operator: SignedInOperator | null;
    /** Their session (its CSRF token, its end). */
    adminSession: AdminSession | null;
  }
  interface FastifyInstance {
    /** Inside the admin plugin: its origin, site URL and clock. */
    adminSettings: AdminRuntime;
  }
}

export const isAnonymous = (roles: AdminRoles) => (roles as readonly string[]).includes('anonymous');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const changesState = (method: string) => !SAFE_METHODS.has(method);

export const REFUSALS = {
  unauthenticated: { error: 'unauthenticated', message: 'Sign in first: there is no session, or it ended.' },
  csrf: {
    error: 'csrf',
    message:
      'This request did not come from the admin: its Origin or its X-CSRF-Token is missing or wrong. Reload the admin and try again.',
  },
  forbidden: { error: 'forbidden', message: 'Your role cannot do this: it needs an admin.' },
} as const;

/** The signed-in operator and session a request's cookie names, or null. */
export function sessionOf(request: FastifyRequest, db: Database, now: Date) {
  return readSession(db, request.cookies?.[SESSION_COOKIE], now);
}

function csrfHeader(request: FastifyRequest): string {
  const value = request.headers['x-csrf-token'];
  return typeof value === 'string' ? value : '';
}

/** The onRequest hook of every admin route. */
export async function guardAdminRoute(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  reply.header('cache-control', 'no-store');
  const roles = request.routeOptions.config.roles;
  if (!roles) return reply.code(403).send(REFUSALS.forbidden);
  const { origin, now } = request.server.adminSettings;
  const stateChange = changesState(request.method);
  const sameOrigin = request.headers.origin === origin;
  if (isAnonymous(roles)) {
    if (stateChange && (!sameOrigin || csrfHeader(request) === '')) return reply.code(403).send(REFUSALS.csrf);
    return undefined;
  }
  const at = now();
  const signedIn = await sessionOf(request, request.server.db, at);
  if (!signedIn) {
    if (request.cookies?.[SESSION_COOKIE] !== undefined) reply.clearCookie(SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
    return reply.code(401).send(REFUSALS.unauthenticated);
  }
  if (stateChange && (!sameOrigin || !sameSecret(csrfHeader(request), signedIn.session.csrfToken)))
    return reply.code(403).send(REFUSALS.csrf);
  if (!(roles as readonly string[]).includes(signedIn.operator.role)) return reply.code(403).send(REFUSALS.forbidden);
  request.operator = signedIn.operator;
  request.adminSession = signedIn.session;
  await touchSession(request.server.db, signedIn.session.idHash, at);
  return undefined;
}
