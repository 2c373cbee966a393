// Rendered pages kept until content changes: the finished document (and its gzip and brotli) per page, so a page is
// rendered once per content version and then answered from memory like a static file. Keys carry the epoch (content
// version and config generation): a new epoch starts an empty cache. Concurrent requests for a page being rendered
// wait for that render instead of starting their own; with several processes (the cluster, shell/src/server/cluster.ts)
// a process asks the others' keeper before rendering, so a burst renders a page once per machine, not once per process.

/** One page as it is sent: status, headers (security headers included), the bytes and their compressed forms. */
export interface KeptPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  /** Made after the first answer (brotli at a useful quality takes longer than gzip); null until then. */
  br: Buffer | null;
  etag: string;
  /** A page that is not complete (content or sections left to the browser) is sent, never kept. */
  keep: boolean;
}

/** How an answer came about: rendered for this request, kept from before, or rendered for a request that came first. */
export type CacheSource = 'MISS' | 'HIT' | 'COALESCED';

/** Another process's keeper of pages (the cluster's primary); absent in a single process. */
export interface SharedPages {
  /**
   * The page another process kept or is rendering (waited for), or null: then this process renders it and calls
   * `share`. Null too when the keeper does not answer in time (the process renders rather than wait).
   */
  claim(key: string): Promise<KeptPage | null>;
  /** The page rendered after a null claim (null if the render failed): to keep, and for the processes waiting. */
  share(key: string, page: KeptPage | null): void;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  shared?: SharedPages;
}

/** Memory a kept page may take: its bytes, and room for its gzip and brotli (each smaller than the bytes). */
const sizeOf = (page: KeptPage) => page.body.length * 2;

/** A bounded map, least recently used first out, by count and by bytes (a client inventing URLs cannot grow it). */
export function createKeptPages({ maxEntries = 500, maxBytes = 128 * 1024 * 1024 } = {}) {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= sizeOf(page);
    pages.delete(key);
  };
  return {
    get(key: string): KeptPage | undefined {
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    set(key: string, page: KeptPage) {
      remove(key);
      pages.set(key, page);
      bytes += sizeOf(page);
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    get size() {
      return pages.size;
    },
  };
}

export function createPageCache({ maxEntries, maxBytes, shared }: PageCacheOptions = {}) {
  const kept = createKeptPages({ maxEntries, maxBytes });
  const inFlight = new Map<string, Promise<KeptPage>>();
  let currentEpoch: string | null = null;
  let renders = 0;

  async function produce(fullKey: string, render: () => Promise<KeptPage>): Promise<{ page: KeptPage; rendered: boolean }> {
    const fromOthers = shared ? await shared.claim(fullKey) : null;
    if (fromOthers) return { page: fromOthers, rendered: false };
    renders += 1;
    let page: KeptPage | null = null;
    try {
      page = await render();
      return { page, rendered: true };
    } finally {
      shared?.share(fullKey, page);
    }
  }

  return {
    /** The page for `key` in `epoch`: kept, being rendered, or rendered now by `render`. */
    async get(epoch: string, key: string, render: () => Promise<KeptPage>): Promise<{ page: KeptPage; source: CacheSource }> {
      if (epoch !== currentEpoch) {
        kept.clear();
        currentEpoch = epoch;
      }
      const fullKey = `${epoch}\n${key}`;
      const hit = kept.get(fullKey);
      if (hit) return { page: hit, source: 'HIT' };
      const pending = inFlight.get(fullKey);
      if (pending) return { page: await pending, source: 'COALESCED' };
      const produced = produce(fullKey, render);
      const page = produced.then(({ page: made }) => made);
      inFlight.set(fullKey, page);
      try {
        const { page: made, rendered } = await produced;
        if (made.keep && epoch === currentEpoch) kept.set(fullKey, made);
        return { page: made, source: rendered ? 'MISS' : 'HIT' };
      } finally {
        inFlight.delete(fullKey);
      }
    },
    /** The page kept for `key` in `epoch`, if this process has it (the fast path before the web framework). */
    peek(epoch: string, key: string): KeptPage | undefined {
      return epoch === currentEpoch ? kept.get(`${epoch}\n${key}`) : undefined;
    },
    /** Pages rendered by this process since it started. */
    get renders() {
      return renders;
    },
    get size() {
      return kept.size;
    },
  };
}
