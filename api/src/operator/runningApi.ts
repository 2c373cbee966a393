// The command side of the operator endpoint (operatorEndpoint.ts): finds the API that holds an embedded database and
// runs the commands through it.
import { setTimeout as delay } from 'node:timers/promises';
import { AccountError } from '../admin/accounts';
import type { ContentBundle } from '../content/bundle';
import { BundleValidationError } from '../content/validateBundle';
import { lockOwner } from '../db/pgliteLock';
import type { MessageRow } from './messages';
import { readEndpointFile, type AccountAnswer, type EndpointFile, type ImportLine } from './operatorEndpoint';
import type { ImportCounts, Operations } from './operations';

export interface FindOptions {
  /** How long an API that holds the database but has not opened its endpoint yet (it is starting) is waited for. */
  waitMs?: number;
  /** Said once when it has to wait. */
  onWait?: (pid: number) => void;
}

/**
 * The endpoint of the live process that holds the PGlite database in `pgliteDir`; null when no process holds it (the
 * command may open it itself). A holder that opens no endpoint within `waitMs` (another command, say) is an error.
 */
export async function findRunningApi(pgliteDir: string, { waitMs = 60_000, onWait }: FindOptions = {}): Promise<EndpointFile | null> {
  const deadline = Date.now() + waitMs;
  let waited = false;
  for (;;) {
    const owner = lockOwner(pgliteDir);
    if (owner === null) return null;
    const endpoint = readEndpointFile(pgliteDir);
    if (endpoint?.pid === owner) return endpoint;
    if (Date.now() > deadline) {
      throw new Error(
        `The PGlite database ${pgliteDir} is in use by process ${owner}, which serves no operator commands (another command?). Wait for it to finish, or stop it.`,
      );
    }
    if (!waited) onWait?.(owner);
    waited = true;
    await delay(200);
  }
}

async function call(endpoint: EndpointFile, path: string, init: RequestInit = {}): Promise<Response> {
  const answer = await fetch(`${endpoint.url}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${endpoint.token}` },
  }).catch((error: Error) => {
    throw new Error(`The running API (process ${endpoint.pid}) did not answer at ${endpoint.url}: ${error.message}`);
  });
  if (!answer.ok)
    throw new Error(
      `The running API (process ${endpoint.pid}) answered ${answer.status} to ${init.method ?? 'GET'} ${path}: ${await answer.text()}`,
    );
  return answer;
}

/** Each line of an NDJSON body as it arrives. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true });
    const parts = pending.split('\n');
    pending = parts.pop()!;
    for (const line of parts) if (line.trim() !== '') yield line;
  }
  if (pending.trim() !== '') yield pending;
}

/** An account command through the endpoint: its result, or its AccountError thrown again here. */
async function accountCall<T>(endpoint: EndpointFile, path: string, body?: object): Promise<T> {
  const init: RequestInit =
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const answer = (await (await call(endpoint, path, init)).json()) as AccountAnswer<T>;
  if ('refused' in answer) throw new AccountError(answer.refused.status, answer.refused.code, answer.refused.message);
  return answer.done;
}

/** The commands, run by the API that serves `endpoint` on its own database and storage. */
export function runningApiOperations(endpoint: EndpointFile, pgliteDir: string): Operations {
  return {
    description: `PGlite at ${pgliteDir} through the running API (process ${endpoint.pid})`,
    exportContent: async () => (await (await call(endpoint, '/content')).json()) as ContentBundle,
    async importContent(input, onPicture): Promise<ImportCounts> {
      const answer = await call(endpoint, '/content', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      for await (const text of lines(answer.body!)) {
        const line = JSON.parse(text) as ImportLine;
        if ('picture' in line) onPicture?.(line.picture, line.made);
        else if ('imported' in line) return line.imported as ImportCounts;
        else if ('refused' in line) throw new BundleValidationError(line.refused);
        else throw new Error(line.failed);
      }
      throw new Error(`The running API (process ${endpoint.pid}) ended its answer before the import was done: it may have stopped.`);
    },
    async messages(since) {
      const query = since ? `?since=${encodeURIComponent(since.toISOString())}` : '';
      return (await (await call(endpoint, `/messages${query}`)).json()) as MessageRow[];
    },
    operators: {
      list: () => accountCall(endpoint, '/operators'),
      add: (email, role) => accountCall(endpoint, '/operators', { email, role }),
      setDisabled: (email, disabled) => accountCall(endpoint, '/operators/disabled', { email, disabled }),
      reset: (email) => accountCall(endpoint, '/operators/reset', { email }),
    },
  };
}
