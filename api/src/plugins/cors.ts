// Which browser origins may call the API (and load storage files with CORS).
import type { FastifyCorsOptions } from '@fastify/cors';
import { isAdminPath } from '../admin/paths';

export interface CorsPolicy {
  /** Exact origins from CORS_ORIGINS and PARTNER_ORIGINS; undefined when neither is configured. */
  origins: string[] | undefined;
  production: boolean;
  /** The operators' admin origin (ADMIN_ORIGIN): the only one `/api/admin/*` answers, with credentials. */
  adminOrigin?: string | undefined;
}

// Any port on the developer's own machine: the front-end dev servers run on several.
const LOCAL_DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/**
 * One configured entry: an exact origin, `null` (pages opened from a file), or an origin whose port is `*`
 * (`http://localhost:*`: any port of that host, for local stacks).
 */
function matchesEntry(origin: string, entry: string): boolean {
  if (!entry.endsWith(':*')) return origin === entry;
  const base = entry.slice(0, -2);
  return origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)));
}

export function isOriginAllowed(origin: string, policy: CorsPolicy): boolean {
  if (policy.origins) return policy.origins.some((entry) => matchesEntry(origin, entry));
  // Unconfigured production allows no cross-origin browser calls rather than guessing.
  return !policy.production && LOCAL_DEV_ORIGIN.test(origin);
}

/** The admin API: cookies travel (credentials), for the admin's own origin only; every other origin gets no CORS headers. */
function adminCorsOptions(adminOrigin: string): FastifyCorsOptions {
  return {
    origin: (origin, callback) => callback(null, origin === adminOrigin),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'X-CSRF-Token'],
    // The admin reads how long a sign-in lock lasts and the CSV's file name.
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  };
}

export function corsOptions(policy: CorsPolicy): FastifyCorsOptions {
  const publicOptions = publicCorsOptions(policy);
  const { adminOrigin } = policy;
  if (adminOrigin === undefined) return publicOptions;
  const adminOptions = adminCorsOptions(adminOrigin);
  return { delegator: (request, callback) => callback(null, isAdminPath(request.url ?? '') ? adminOptions : publicOptions) };
}

function publicCorsOptions(policy: CorsPolicy): FastifyCorsOptions {
  return {
    // Requests without an Origin header (curl, server-to-server, same-origin) are not CORS requests.
    origin: (origin, callback) => callback(null, origin === undefined || isOriginAllowed(origin, policy)),
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept'],
    maxAge: 600,
  };
}
