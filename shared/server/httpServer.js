// The HTTP server under every server of the site (the API, the shell's rendering server, the remotes' file servers):
// one set of limits on slow or silent clients, so none can hold a connection open indefinitely.
import http from 'node:http';

/** Keep-alive outlasts the 60 s idle time of common load balancers, so the balancer, not our server, closes first. */
export const DEFAULT_SERVER_TIMEOUTS = Object.freeze({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 72_000, idleMs: 60_000 });

/**
 * An http.Server with the limits applied: headers must arrive within `headersMs` and the whole request within
 * `requestMs` (else 408 and the connection closes), a kept-alive connection waits `keepAliveMs` for its next request,
 * and a connection with no traffic either way for `idleMs` is closed (a client that stopped reading).
 * @param {import('./httpServer').ServerTimeouts} timeouts
 * @param {http.RequestListener} listener
 */
export function createTimedServer(timeouts, listener) {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node looks for requests over their time limit every so often (30 s by default, as long as the limits themselves).
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(timeouts.headersMs / 4))),
    },
    listener,
  );
  server.setTimeout(timeouts.idleMs);
  return server;
}
