// Every core: the rendering server runs as SSR_WORKERS processes (default: one per CPU) behind one port (node:cluster).
// The primary only supervises them and keeps the pages they render (pageCache.ts SharedPages), so a page is rendered
// once per machine, not once per process, and a burst for a page not yet kept waits for one render.
import { randomUUID } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import { watchContentVersion, type SiteState, type SiteStateSource } from './contentVersion';
import { createKeptPages, type KeptPage, type SharedPages } from './pageCache';

const CLAIM = 'sf:page-claim';
const ANSWER = 'sf:page-answer';
const SHARE = 'sf:page-share';
const STATE = 'sf:state';
const STATE_REQUEST = 'sf:state-request';
const RELOADED = 'sf:reloaded';

type Message =
  | { type: typeof CLAIM; id: number; key: string }
  | { type: typeof ANSWER; id: number; page: KeptPage | null }
  | { type: typeof SHARE; key: string; page: KeptPage | null }
  | { type: typeof STATE; state: SiteState }
  | { type: typeof STATE_REQUEST }
  | { type: typeof RELOADED; reload: string };

/** Buffers cross the IPC channel as Uint8Arrays (advanced serialisation): back to Buffers. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
function revive(page: KeptPage | null): KeptPage | null {
  if (!page) return null;
  return { ...page, body: asBuffer(page.body), gzip: asBuffer(page.gzip), br: page.br ? asBuffer(page.br) : null };
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string' &&
  (value as { type: string }).type.startsWith('sf:');

/** In the primary: keeps the workers' pages and lets one worker at a time render a page the others wait for. */
function keepPagesForWorkers() {
  const kept = createKeptPages();
  const rendering = new Map<string, { owner: number; waiting: Array<{ worker: Worker; id: number }> }>();
  const answer = (worker: Worker, id: number, page: KeptPage | null) => {
    if (worker.isConnected()) worker.send({ type: ANSWER, id, page } satisfies Message);
  };
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === CLAIM) {
      const page = kept.get(message.key);
      if (page) return answer(worker, message.id, page);
      const current = rendering.get(message.key);
      if (current) return void current.waiting.push({ worker, id: message.id });
      rendering.set(message.key, { owner: worker.id, waiting: [] });
      return answer(worker, message.id, null);
    }
    if (message.type === SHARE) {
      const page = revive(message.page);
      const current = rendering.get(message.key);
      rendering.delete(message.key);
      if (page?.keep) kept.set(message.key, page);
      for (const waiter of current?.waiting ?? []) answer(waiter.worker, waiter.id, page);
      return;
    }
  });
  // A worker that died while rendering: those waiting for it render themselves.
  cluster.on('exit', (worker) => {
    for (const [key, current] of rendering) {
      if (current.owner !== worker.id) continue;
      rendering.delete(key);
      for (const waiter of current.waiting) answer(waiter.worker, waiter.id, null);
    }
  });
}

/** In a worker: the primary's kept pages. A claim the primary does not answer in `timeoutMs` is rendered here. */
export function pagesFromPrimary(timeoutMs = 15_000): SharedPages {
  let next = 0;
  const waiting = new Map<number, (page: KeptPage | null) => void>();
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== ANSWER) return;
    waiting.get(message.id)?.(revive(message.page));
    waiting.delete(message.id);
  });
  return {
    claim: (key) =>
      new Promise((resolve) => {
        next += 1;
        const id = next;
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, timeoutMs);
        timer.unref();
        waiting.set(id, (page) => {
          clearTimeout(timer);
          resolve(page);
        });
        process.send?.({ type: CLAIM, id, key } satisfies Message);
      }),
    share: (key, page) => {
      process.send?.({ type: SHARE, key, page } satisfies Message);
    },
  };
}

/**
 * In the primary: the site state every worker keys its pages on, one for the machine. It alone polls the content
 * version (so no worker serves an older version than another once it has changed) and hands out the reload token.
 */
function shareSiteState(apiBaseUrl: () => string, intervalMs: number) {
  const state: SiteState = { version: null, reload: randomUUID() };
  const tell = (worker: Worker | undefined) => {
    if (worker?.isConnected()) worker.send({ type: STATE, state } satisfies Message);
  };
  const tellAll = () => Object.values(cluster.workers ?? {}).forEach(tell);
  const watcher = watchContentVersion({
    apiBaseUrl,
    intervalMs,
    onChange: (version) => {
      state.version = version;
      tellAll();
    },
  });
  // A worker asks once it listens for messages: what is sent to it before then (at 'online', or the first version
  // while it still loads its code) is dropped, and it would serve with no version until the content next changed.
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === STATE_REQUEST) return tell(worker);
    if (message.type !== RELOADED) return;
    state.reload = message.reload;
    for (const other of Object.values(cluster.workers ?? {})) if (other !== worker) tell(other);
  });
  return watcher;
}

/**
 * In a worker: the site state the primary shares. `onReload` runs when another worker reloaded the remotes (an
 * operator's reload reaches one process).
 */
export function siteStateFromPrimary(onReload: () => void): SiteStateSource {
  let state: SiteState = { version: null, reload: '' };
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== STATE) return;
    const reloadedElsewhere = state.reload !== '' && message.state.reload !== state.reload;
    state = { ...message.state };
    if (reloadedElsewhere) onReload();
  });
  process.send?.({ type: STATE_REQUEST } satisfies Message);
  return {
    current: () => state,
    reloaded: () => {
      state = { ...state, reload: randomUUID() };
      process.send?.({ type: RELOADED, reload: state.reload } satisfies Message);
    },
    stop: () => {},
  };
}

/**
 * In the primary: forks `count` workers running this same entry, shares the site state with them (polling the content
 * version for all), prints `line(address)` once they all listen, forks
 * again any that dies while serving, and stops them all on SIGTERM/SIGINT. A worker that cannot start (its port taken)
 * stops the whole server with its exit code.
 */
export function superviseWorkers(
  count: number,
  line: (address: string) => string,
  content: { apiBaseUrl: () => string; intervalMs: number },
) {
  cluster.setupPrimary({ serialization: 'advanced' });
  keepPagesForWorkers();
  const watcher = shareSiteState(content.apiBaseUrl, content.intervalMs);
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();
  const everListened = new Set<number>();
  const running = new Set<number>();
  cluster.on('fork', (worker) => running.add(worker.id));
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    everListened.add(worker.id);
    const host = address.address === '127.0.0.1' || address.address === '::1' || !address.address ? 'localhost' : address.address;
    if (listening.size === count && !announced) {
      announced = true;
      console.log(line(`http://${host}:${address.port}`));
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    running.delete(worker.id);
    if (stopping) {
      if (running.size === 0) process.exit(0);
      return;
    }
    if (!everListened.has(worker.id)) {
      // It never served: starting another would fail the same way.
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exit(code || 1);
    }
    console.error(`[cluster] a rendering process stopped (${signal ?? `code ${code}`}); starting another`);
    cluster.fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    watcher.stop();
    if (running.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  for (let index = 0; index < count; index += 1) cluster.fork();
}
