export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>>;
export function originOf(url: string): string | null;
export function createNonce(): string;
export function inlineScriptHashes(html: string): string[];

export interface PagePolicyOptions {
  /**
   * The runtime config the page runs with: the content API (connections, and pictures from its storage) and the
   * remotes' entries, whose origins may serve scripts, stylesheets, fonts and manifests.
   */
  config: { apiBaseUrl: string; remotes?: Record<string, string> };
  /** A page's one inline script, by nonce (a page sent once). */
  nonce?: string;
  /** A page's inline scripts, by hash (`inlineScriptHashes`): a page kept and sent again. */
  scriptHashes?: string[];
  /** Who may frame the page (default `'self'`). */
  frameAncestors?: string[];
  /** What the page may frame (default: any https page, the maps). */
  frameSources?: string[];
  /** Development builds: webpack's eval source maps need `'unsafe-eval'`. */
  development?: boolean;
}

export function pagePolicy(options: PagePolicyOptions): string;
export function pageHeaders(options: PagePolicyOptions): Record<string, string>;
/** The policy docs/embedding.md asks of a partner page embedding our widgets (widgetUrls: the remotes' base URLs). */
export function partnerPolicy(options: { nonce: string; widgetUrls: string[]; apiBaseUrl: string }): string;
