// What the rendering server hands the browser beside the HTML, so the first client render equals the server's.
import { jsonForScript, type RootState, type RuntimeConfig } from '@starfamily/shared';

export interface SsrPayload {
  /** The runtime config the page was rendered with (browser entries of the remotes, API, siteUrl). */
  config: RuntimeConfig;
  /** The store after the server's prefetch: RTK Query's cache, so the first render asks the API nothing. */
  state: Partial<RootState>;
  viewportWidth: number | null;
  /** Where the site's paths start when not at the root: `/preview` for a preview (server/preview.ts). */
  basename?: string;
}

export const SSR_PAYLOAD_GLOBAL = '__STARFAMILY_SSR__';

/** Inline script text: `<` escaped so content can never close the script element. */
export const payloadScript = (payload: SsrPayload) => `window.${SSR_PAYLOAD_GLOBAL}=${jsonForScript(payload)}`;
