// Which browser origins may call the API (and load storage files with CORS).
import type { FastifyCorsOptions } from '@fastify/cors';

export interface CorsPolicy {
  /** Exact origins from CORS_ORIGINS and PARTNER_ORIGINS; undefined when neither is configured. */
  origins: string[] | undefined;
  production: boolean;
}

// Any port on the developer's own machine: the front-end dev servers run on several.
const LOCAL_DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

export function isOriginAllowed(origin: string, policy: CorsPolicy): boolean {
  if (policy.origins) return policy.origins.includes(origin);
  // Unconfigured production allows no cross-origin browser calls rather than guessing.
  return !policy.production && LOCAL_DEV_ORIGIN.test(origin);
}

export function corsOptions(policy: CorsPolicy): FastifyCorsOptions {
  return {
    // Requests without an Origin header (curl, server-to-server, same-origin) are not CORS requests.
    origin: (origin, callback) => callback(null, origin === undefined || isOriginAllowed(origin, policy)),
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept'],
    maxAge: 600,
  };
}
