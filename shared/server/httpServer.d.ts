import type http from 'node:http';

/** Limits on one connection, in milliseconds. */
export interface ServerTimeouts {
  /** A request's headers must have arrived within this; otherwise 408 and the connection closes. */
  headersMs: number;
  /** The whole request, body included, must have arrived within this. */
  requestMs: number;
  /** A kept-alive connection with no next request is closed after this. */
  keepAliveMs: number;
  /** A connection with no traffic either way for this long is closed: a client that stopped reading. */
  idleMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: Readonly<ServerTimeouts>;
export function createTimedServer(timeouts: ServerTimeouts, listener: http.RequestListener): http.Server;

export function serverArguments(spec: {
  usage: string;
  /** The default port; without one, `--port` is required. */
  port?: number;
  options?: import('node:util').ParseArgsConfig['options'];
  allowPositionals?: boolean;
}): { port: number; host: string | undefined; values: Record<string, string | undefined>; positionals: string[] };
export function runUntilStopped(server: { port: number; start: () => Promise<unknown>; stop: () => Promise<unknown> }): Promise<void>;
