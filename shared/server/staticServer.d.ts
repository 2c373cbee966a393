import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerTimeouts } from './httpServer';

export interface StaticServerOptions {
  /** The dist folder. */
  root: string;
  /** Serve /config.json from this file instead of `<root>/config.json`. */
  configFile?: string;
  /** Answers GET/HEAD of paths that are not files (the site's pages); default: index.html. */
  onRoute?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Files of the root never served as such. */
  hidden?: string[];
  /** Other origins load this server's files: every answer but HTML carries `Access-Control-Allow-Origin: *`. */
  crossOrigin?: boolean;
  /** Headers of HTML answers that did not set their own Content-Security-Policy. */
  pageHeaders?: () => Promise<Record<string, string>>;
  /** Limits on slow or silent clients (default: DEFAULT_SERVER_TIMEOUTS, as the API's). */
  timeouts?: ServerTimeouts;
  /** Answers a request on the raw HTTP server and returns true (a page kept in memory), or false to hand it to Fastify. */
  beforeFastify?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** An app under this path of the site (`/admin/`): its files there, and its index.html for every other `/admin/...` (but a built file). */
  basePath?: string;
}

export function createStaticServer(options: StaticServerOptions): FastifyInstance;
export function serveStatic(options: StaticServerOptions & { port: number; host?: string }): Promise<FastifyInstance>;
