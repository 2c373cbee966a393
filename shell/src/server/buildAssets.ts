// What each app's browser build needs in a page's head, from the `ssr-assets.json` beside it (SsrAssetsPlugin):
// its stylesheet, and the scripts the page will run, which the head names so the browser fetches them at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface SsrAssetsFile {
  css: string[];
  js: Record<string, string[]>;
}

export interface ShellAssets {
  css: string[];
}

export interface RemoteAssets {
  css: string[];
  /** The container itself, then per exposed module (`./routes`, `./HeroSlider`) its own chunks; absolute URLs. */
  entry: string;
  exposes: Record<string, string[]>;
}

const isList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const parseAssets = (raw: unknown, source: string): SsrAssetsFile => {
  const { css, js = {} } = (raw ?? {}) as Partial<SsrAssetsFile>;
  if (!isList(css)) throw new Error(`${source} lists no css`);
  if (typeof js !== 'object' || js === null || !Object.values(js).every(isList)) throw new Error(`${source}: js must map names to file lists`);
  return { css, js };
};

/** The shell's own assets, site-relative (its build's publicPath is `/`). */
export function shellAssets(distDir: string): ShellAssets {
  const file = path.join(distDir, 'ssr-assets.json');
  const { css } = parseAssets(JSON.parse(readFileSync(file, 'utf8')), file);
  return { css: css.map((name) => `/${name}`) };
}

/** A remote's assets as absolute URLs beside its browser entry, fetched once per config generation. */
export async function remoteAssets(browserEntry: string, timeoutMs: number): Promise<RemoteAssets> {
  const url = new URL('ssr-assets.json', browserEntry);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
  const { css, js } = parseAssets(await response.json(), url.href);
  const absolute = (names: string[]) => names.map((name) => new URL(name, url).href);
  return { css: absolute(css), entry: browserEntry, exposes: Object.fromEntries(Object.entries(js).map(([name, files]) => [name, absolute(files)])) };
}

/**
 * The remotes' scripts a rendered page will run, in the order the browser needs them: every remote's container and
 * route table (the shell reads every table), then the page's remote sections. These are three round trips deep
 * (main.js, container, module) when the browser finds them itself.
 * `sections`: the `remote/Expose` names in the page's markup (`data-remote-section`).
 */
export function pageScripts(remotes: Record<string, RemoteAssets | null>, sections: string[]): string[] {
  const scripts: string[] = [];
  for (const assets of Object.values(remotes)) if (assets) scripts.push(assets.entry, ...(assets.exposes['./routes'] ?? []));
  for (const section of sections) {
    const [remote, expose] = section.split('/') as [string, string | undefined];
    scripts.push(...(remotes[remote]?.exposes[`./${expose}`] ?? []));
  }
  return [...new Set(scripts)];
}
