// What each app's browser build needs in a page's head, from the `ssr-assets.json` beside it (SsrAssetsPlugin):
// its stylesheet (its rules, to put in the page itself), and the scripts the page will run, which the head names so
// the browser fetches them at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface SsrAssetsFile {
  css: string[];
  js: Record<string, string[]>;
}

/**
 * One app's stylesheet. `text`: its rules, written into the page's head as `<style data-href>` so the first paint
 * waits for no other origin (mini-css-extract's loader finds that tag by `data-href` and does not fetch the file
 * again); without it (too large, unreadable) the page links the file instead.
 */
export interface Stylesheet {
  href: string;
  text?: string;
}

/**
 * Larger stylesheets are linked: inlined, they would be sent again with every page instead of cached. The shell's is
 * ~36 KB (~8 KB gzip): inlined, the first paint waits for no request at all. Only the first page of a visit is a
 * full HTML load (later ones are rendered by the browser), so the repeat costs little.
 */
export const INLINE_CSS_MAX_BYTES = 64 * 1024;

/** A relative `url()` would resolve against the page instead of the stylesheet once the rules are in the page. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:data:|https?:|#))/i;

/** The rules, if they can go inside a `<style>` element of the page as they are. */
export const inlinable = (text: string): string | undefined =>
  Buffer.byteLength(text) <= INLINE_CSS_MAX_BYTES && !/<\/style/i.test(text) && !RELATIVE_URL.test(text) ? text : undefined;

export interface ShellAssets {
  css: Stylesheet[];
}

export interface RemoteAssets {
  css: Stylesheet[];
  /** The container itself, then per exposed module (`./routes`, `./HeroSlider`) its own chunks; absolute URLs. */
  entry: string;
  exposes: Record<string, string[]>;
}

const isList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const parseAssets = (raw: unknown, source: string): SsrAssetsFile => {
  const { css, js = {} } = (raw ?? {}) as Partial<SsrAssetsFile>;
  if (!isList(css)) throw new Error(`${source} lists no css`);
  if (typeof js !== 'object' || js === null || !Object.values(js).every(isList))
    throw new Error(`${source}: js must map names to file lists`);
  return { css, js };
};

/** The shell's own assets, site-relative (its build's publicPath is `/`). */
export function shellAssets(distDir: string): ShellAssets {
  const file = path.join(distDir, 'ssr-assets.json');
  const { css } = parseAssets(JSON.parse(readFileSync(file, 'utf8')), file);
  return { css: css.map((name) => ({ href: `/${name}`, text: inlinable(readFileSync(path.join(distDir, name), 'utf8')) })) };
}

/** A remote's stylesheet with its rules when they can be read in time; a stylesheet that cannot is linked. */
async function remoteStylesheet(href: string, timeoutMs: number): Promise<Stylesheet> {
  try {
    const response = await fetch(href, { signal: AbortSignal.timeout(timeoutMs) });
    return { href, text: response.ok ? inlinable(await response.text()) : undefined };
  } catch {
    return { href };
  }
}

/** A remote's assets as absolute URLs beside its browser entry, fetched once per config generation. */
export async function remoteAssets(browserEntry: string, timeoutMs: number): Promise<RemoteAssets> {
  const url = new URL('ssr-assets.json', browserEntry);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
  const { css, js } = parseAssets(await response.json(), url.href);
  const absolute = (names: string[]) => names.map((name) => new URL(name, url).href);
  const stylesheets = await Promise.all(absolute(css).map((href) => remoteStylesheet(href, timeoutMs)));
  return {
    css: stylesheets,
    entry: browserEntry,
    exposes: Object.fromEntries(Object.entries(js).map(([name, files]) => [name, absolute(files)])),
  };
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
