// The running API's door for the operators' commands on its embedded database (docs/decisions/
// 0069-operator-endpoint-on-pglite.md). PGlite is one process's database, so `npm run content -- import` and `npm run messages --
// export` cannot open it while the API runs: the API does their work for them instead, in its own process, where an
// import's notification empties its content cache at once.
// - A second HTTP server, on the loopback interface only and a port the system picks, never the public port.
// - Found through a file beside the database folder (`<PGLITE_DIR>.operator.json`: the process, its URL and a random
//   token), readable by the API's own user only (0600), written once the door is open and removed when it closes.
// - Every request must carry the token (a web page in a browser on the same machine cannot read the file).
// - One command at a time: a second import waits for the first.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountError } from '../admin/accounts';
import { BundleValidationError } from '../content/validateBundle';
import { OPERATOR_ROLES, type OperatorRole } from '../db/schema';
import { databaseOperations, type Operations } from './operations';

/** What the file beside the database says. */
export interface EndpointFile {
  pid: number;
  url: string;
  token: string;
}

/** One line of an import's answer (NDJSON): progress, then exactly one of imported, refused or failed. */
export type ImportLine =
  { picture: string; made: boolean } | { imported: Record<string, number> } | { refused: string[] } | { failed: string };

/** An account command's answer: its result, or the AccountError that refused it (runningApi.ts throws it again). */
export type AccountAnswer<T> = { done: T } | { refused: { status: AccountError['status']; code: AccountError['code']; message: string } };

async function accountAnswer<T>(work: () => Promise<T>): Promise<AccountAnswer<T>> {
  try {
    return { done: await work() };
  } catch (error) {
    if (error instanceof AccountError) return { refused: { status: error.status, code: error.code, message: error.message } };
    throw error;
  }
}

interface AccountBody {
  email?: unknown;
  role?: unknown;
  disabled?: unknown;
}

export const endpointFileOf = (pgliteDir: string) => `${pgliteDir}.operator.json`;

/** The endpoint file for `pgliteDir`, or null when there is none (or it cannot be read as one). */
export function readEndpointFile(pgliteDir: string): EndpointFile | null {
  try {
    const parsed = JSON.parse(readFileSync(endpointFileOf(pgliteDir), 'utf8')) as Partial<EndpointFile>;
    const { pid, url, token } = parsed;
    return typeof pid === 'number' && typeof url === 'string' && typeof token === 'string' ? { pid, url, token } : null;
  } catch {
    return null;
  }
}

/** Bundles with many records are megabytes of JSON; pictures travel as files in storage, not in the bundle. */
const BODY_LIMIT = 256 * 1024 * 1024;

/** The endpoint's own server over `operations` (exported for tests); `token` guards every request. */
export function buildEndpoint(operations: Operations, token: string): FastifyInstance {
  const endpoint = Fastify({ bodyLimit: BODY_LIMIT, logger: false });
  const expected = Buffer.from(`Bearer ${token}`);
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  endpoint.addHook('onRequest', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.code(401).send({ error: 'unauthorized' });
  });

  endpoint.get('/content', () => oneAtATime(() => operations.exportContent()));

  endpoint.post('/content', (request, reply) => {
    const lines = new PassThrough();
    const say = (line: ImportLine) => lines.write(`${JSON.stringify(line)}\n`);
    void oneAtATime(async () => {
      try {
        say({ imported: await operations.importContent(request.body, (picture, made) => say({ picture, made })) });
      } catch (error) {
        if (error instanceof BundleValidationError) say({ refused: error.problems });
        else say({ failed: error instanceof Error ? error.message : String(error) });
      } finally {
        lines.end();
      }
    });
    // The answer starts at once and carries the progress: a long import (thousands of pictures) never looks hung.
    return reply.type('application/x-ndjson').send(lines);
  });

  endpoint.get<{ Querystring: { since?: string } }>('/messages', async (request, reply) => {
    const { since } = request.query;
    const from = since === undefined ? undefined : new Date(since);
    if (from !== undefined && Number.isNaN(from.getTime())) return reply.code(400).send({ error: `since is not a date: "${since}"` });
    return oneAtATime(() => operations.messages(from));
  });

  const commands = operations.operators;
  const email = (body: AccountBody | undefined) => (typeof body?.email === 'string' ? body.email : '');
  endpoint.get('/operators', () => oneAtATime(() => accountAnswer(() => commands.list())));
  endpoint.post<{ Body: AccountBody }>('/operators', async (request, reply) => {
    const role = request.body?.role;
    if (!OPERATOR_ROLES.includes(role as OperatorRole))
      return reply.code(400).send({ error: `role must be one of ${OPERATOR_ROLES.join(', ')}` });
    return oneAtATime(() => accountAnswer(() => commands.add(email(request.body), role as OperatorRole)));
  });
  endpoint.post<{ Body: AccountBody }>('/operators/disabled', async (request) =>
    oneAtATime(() => accountAnswer(() => commands.setDisabled(email(request.body), request.body?.disabled === true))),
  );
  endpoint.post<{ Body: AccountBody }>('/operators/reset', async (request) =>
    oneAtATime(() => accountAnswer(() => commands.reset(email(request.body)))),
  );

  return endpoint;
}

export interface OperatorEndpointOptions {
  /** The embedded database's folder: the endpoint file is written beside it. */
  pgliteDir: string;
  storageDir: string;
  /** Where the set-up links of `npm run operators` point (SHELL_URL), and the app's clock. */
  admin: { siteUrl: string; now: () => Date };
}

/** Opens the endpoint when the API is ready and closes it (and removes its file) with the API. */
export default fp<OperatorEndpointOptions>(
  async (app, { pgliteDir, storageDir, admin }) => {
    const token = randomBytes(32).toString('base64url');
    const endpoint = buildEndpoint(databaseOperations(app.db, storageDir, `PGlite at ${pgliteDir}`, admin), token);
    const file = endpointFileOf(pgliteDir);

    app.addHook('onReady', async () => {
      await endpoint.listen({ port: 0, host: '127.0.0.1' });
      const { port } = endpoint.server.address() as AddressInfo;
      const content: EndpointFile = { pid: process.pid, url: `http://127.0.0.1:${port}`, token };
      // Written whole or not at all: a command never reads half a file.
      writeFileSync(`${file}.${process.pid}`, JSON.stringify(content), { mode: 0o600 });
      renameSync(`${file}.${process.pid}`, file);
    });
    app.addHook('onClose', async () => {
      if (readEndpointFile(pgliteDir)?.pid === process.pid) rmSync(file, { force: true });
      await endpoint.close();
    });
  },
  { name: 'operator-endpoint', dependencies: ['database'] },
);
