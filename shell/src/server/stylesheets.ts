// Which stylesheets a page links: each app's browser build lists its one CSS file in ssr-assets.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface SsrAssets {
  css: string[];
}

const parseAssets = (raw: unknown, source: string): SsrAssets => {
  const css = (raw as Partial<SsrAssets> | null)?.css;
  if (!Array.isArray(css) || css.some((file) => typeof file !== 'string')) throw new Error(`${source} lists no css`);
  return { css };
};

/** The shell's own stylesheets, site-relative (its build's publicPath is `/`). */
export function shellStylesheets(distDir: string): string[] {
  const file = path.join(distDir, 'ssr-assets.json');
  return parseAssets(JSON.parse(readFileSync(file, 'utf8')), file).css.map((css) => `/${css}`);
}

/** A remote's stylesheets as absolute URLs beside its browser entry, fetched once per config generation. */
export async function remoteStylesheets(browserEntry: string, timeoutMs: number): Promise<string[]> {
  const url = new URL('ssr-assets.json', browserEntry);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
  return parseAssets(await response.json(), url.href).css.map((css) => new URL(css, url).href);
}
