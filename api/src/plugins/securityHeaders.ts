// The API's security headers, defined once: @fastify/helmet sets them on every answer that goes through Fastify's
// hooks, `applySecurityHeaders` (the same helmet, the same options) on errors Fastify answers before any hook runs, and
// the content cache's raw answers repeat the headers of the answer that filled it (plugins/contentCache.ts).
import { BASE_SECURITY_HEADERS } from '@starfamily/shared/server/security-headers';
import helmet, { type HelmetOptions } from 'helmet';

type ReferrerPolicy = Extract<NonNullable<HelmetOptions['referrerPolicy']>, object>['policy'];

// `satisfies`, not a type: helmet's CommonJS and ESM typings declare the same option types twice, and a plain literal
// fits both (@fastify/helmet takes the one, helmet below the other).
export const securityHeadersOptions = {
  // JSON needs no sources at all, and no page may frame an answer.
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  // Pictures under /storage are shown by the site and partner pages on other origins (<img>, no CORS).
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // The same as every server of the site (shared/server/securityHeaders.js); helmet sends nosniff as they do.
  referrerPolicy: { policy: BASE_SECURITY_HEADERS['referrer-policy'] as ReferrerPolicy },
  xFrameOptions: { action: 'deny' },
  // Headers about documents, downloads, Flash and old IE's XSS filter mean nothing on JSON and pictures; every header
  // costs on each of tens of thousands of answers a second (docs/performance.md, bench:api).
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

/** Seed pictures are SVG: opened directly, one must not run script or load anything (its inline styles may apply). */
export const STORAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** Sets the headers on a raw response: helmet's own `(request, response, next)` middleware with the options above. */
export const applySecurityHeaders = helmet(securityHeadersOptions);
