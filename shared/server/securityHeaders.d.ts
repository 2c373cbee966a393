export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>>;
export function originOf(url: string): string | null;
export function createNonce(): string;
export function inlineScriptHashes(html: string): string[];

export interface PagePolicyOptions {
  /** The content API: connections, and pictures from its storage. */
  apiBaseUrl: string;
  /** URLs whose origins may serve scripts, stylesheets, fonts and manifests (the remotes' entries). */
  scriptUrls?: string[];
  /** A page's one inline script, by nonce (a page sent once). */
  nonce?: string;
  /** A page's inline scripts, by hash (`inlineScriptHashes`): a page kept and sent again. */
  scriptHashes?: string[];
  /** Who may frame the page (default `'self'`). */
  frameAncestors?: string[];
  /** Development builds: webpack's eval source maps need `'unsafe-eval'`. */
  development?: boolean;
}

export function pagePolicy(options: PagePolicyOptions): string;
export function pageHeaders(options: PagePolicyOptions): Record<string, string>;
