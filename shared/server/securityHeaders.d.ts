export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>>;
export function originOf(url: string): string | null;
export function createNonce(): string;

export interface PagePolicyOptions {
  /** The content API: connections, and pictures from its storage. */
  apiBaseUrl: string;
  /** URLs whose origins may serve scripts, stylesheets, fonts and manifests (the remotes' entries). */
  scriptUrls?: string[];
  /** The one inline script the server rendered. */
  nonce?: string;
  /** Who may frame the page (default `'self'`). */
  frameAncestors?: string[];
  /** Development builds: webpack's eval source maps need `'unsafe-eval'`. */
  development?: boolean;
}

export function pagePolicy(options: PagePolicyOptions): string;
export function pageHeaders(options: PagePolicyOptions): Record<string, string>;
