// The content version the rendering server keys its kept pages on (pageCache.ts), polled from the API:
// GET /api/content-version is answered from the API's memory, with 304 while nothing changed, and changes within
// moments of an import on any instance of the database. So every rendering server serves new text within one poll
// (plus the API's notification) of an import.

export interface ContentVersionWatcher {
  /** The last version the API gave; null until it first answered. */
  current(): string | null;
  /** Resolves after the first poll, answered or not. */
  readonly ready: Promise<void>;
  stop(): void;
}

interface WatchOptions {
  /** The API's base URL now (config.json may change it while the server runs). */
  apiBaseUrl: () => string;
  intervalMs?: number;
  /** How long one poll may take before it counts as unanswered. */
  timeoutMs?: number;
  /** Called with each new version, the first one included. */
  onChange?: (version: string) => void;
}

/**
 * Polls the API. While the API does not answer the last version is kept: pages kept before stay served (a visitor
 * gets the page rather than an error), and nothing rendered meanwhile is kept (its data is missing: pageCache's keep).
 */
export function watchContentVersion({ apiBaseUrl, intervalMs = 500, timeoutMs = 2_000, onChange }: WatchOptions): ContentVersionWatcher {
  let version: string | null = null;
  let etag: string | null = null;
  let base = '';
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function poll(): Promise<void> {
    const now = apiBaseUrl();
    // Another API is another database: what was known of the old one says nothing.
    if (now !== base) {
      base = now;
      etag = null;
    }
    try {
      const answer = await fetch(`${base}/api/content-version`, {
        headers: etag ? { 'if-none-match': etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (answer.status === 304) return;
      if (!answer.ok) return;
      const next = ((await answer.json()) as { version?: unknown }).version;
      if (typeof next !== 'string') return;
      etag = answer.headers.get('etag');
      if (next !== version) {
        version = next;
        onChange?.(next);
      }
    } catch {
      // Unanswered: keep what is known and ask again.
    }
  }

  const loop = async () => {
    await poll();
    if (!stopped) {
      timer = setTimeout(() => void loop(), intervalMs);
      timer.unref();
    }
  };
  const ready = poll().then(() => {
    if (!stopped) {
      timer = setTimeout(() => void loop(), intervalMs);
      timer.unref();
    }
  });

  return {
    current: () => version,
    ready,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * What every process of a rendering server keys its kept pages on besides its config: the content version, and the
 * token of the operators' last reload of the remotes (`POST /__admin/reload-remotes`, which reaches one process).
 */
export interface SiteState {
  version: string | null;
  reload: string;
}

export interface SiteStateSource {
  current(): SiteState;
  /** This process reloaded its remotes: the others do too, and pages kept before are not used again. */
  reloaded(): void;
  stop(): void;
}

/** The site state of a server that is one process: it polls the API itself. */
export function localSiteState(options: WatchOptions): SiteStateSource {
  const watcher = watchContentVersion(options);
  let reloads = 0;
  return {
    current: () => ({ version: watcher.current(), reload: String(reloads) }),
    reloaded: () => {
      reloads += 1;
    },
    stop: () => watcher.stop(),
  };
}
