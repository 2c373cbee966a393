// The rendering server's view of config.json: read at start and again whenever the file changes, so a remote
// deployed to a new URL is picked up without a restart, and the browser is always handed the same URLs the server
// rendered with (no server/browser version skew).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig, type RuntimeConfig } from '@starfamily/shared';

/** A remote's server container sits beside its browser build: `<base>/remoteEntry.js` -> `<base>/server/remoteEntry.js`. */
export const serverEntryOf = (browserEntry: string) => new URL('server/remoteEntry.js', browserEntry).href;

export interface LoadedConfig {
  config: RuntimeConfig & { siteUrl: string };
  /** Bumped on every (re)registration: cached route tables and stylesheets belong to one generation. */
  generation: number;
  /** A hash of the file's text: the same in every process that read the same config (kept pages are keyed on it). */
  fingerprint: string;
}

/**
 * How often the file is looked at: at most every 50 ms, so the processes of one server switch within 50 ms of each
 * other. Not on every request: a stat was 15 % of a kept page's cost (bench:ssr profile).
 */
const CHECK_INTERVAL_MS = 50;

export function createConfigSource(file: string, parse: (raw: unknown) => RuntimeConfig) {
  let loaded: LoadedConfig | null = null;
  let mtimeMs = -1;
  let checkedAt = -Infinity;
  let generation = 0;

  /** Registers every remote's server entry; `?gen=` makes the runtime fetch the code anew, not reuse its cache. */
  const register = (config: RuntimeConfig, force: boolean) => {
    generation += 1;
    registerRemotes(
      Object.entries(config.remotes).map(([name, entry]) => {
        const url = new URL(serverEntryOf(entry));
        url.searchParams.set('gen', String(generation));
        return { name, entry: url.href };
      }),
      { force },
    );
  };

  const read = (force: boolean): LoadedConfig => {
    const text = readFileSync(file, 'utf8');
    const config = parse(JSON.parse(text));
    if (!config.siteUrl) throw new Error(`${file} has no siteUrl (the public URL of the site)`);
    setRuntimeConfig(config);
    register(config, force);
    loaded = {
      config: config as LoadedConfig['config'],
      generation,
      fingerprint: createHash('sha256').update(text).digest('hex').slice(0, 16),
    };
    return loaded;
  };

  return {
    /** The current config, re-read when the file changed (looked at no more than every CHECK_INTERVAL_MS). */
    current(): LoadedConfig {
      const now = performance.now();
      if (loaded && now - checkedAt < CHECK_INTERVAL_MS) return loaded;
      checkedAt = now;
      const stat = statSync(file, { throwIfNoEntry: false });
      if (loaded && (!stat || stat.mtimeMs === mtimeMs)) return loaded;
      mtimeMs = stat?.mtimeMs ?? -1;
      try {
        return read(loaded !== null);
      } catch (error) {
        if (!loaded) throw error;
        console.error(`[config] ${file} could not be read, keeping the previous config:`, error);
        return loaded;
      }
    },
    /** Drops every cached remote container (after a hung load, or an operator's reload). */
    reload(): LoadedConfig {
      if (!loaded) return this.current();
      register(loaded.config, true);
      loaded = { ...loaded, generation };
      return loaded;
    },
  };
}
