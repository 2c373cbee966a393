// Settings' defaults that the browser and the servers both need, declared once. Plain JavaScript with no imports, so
// that the node-only config module (shared/server/config.js, run by node without a compiler) and the browser's
// runtime config (runtimeConfig.ts) can both import it.

/** How long page loading screens show, in milliseconds: the spec's 3 seconds (LOADER_MS overrides it). */
export const DEFAULT_LOADER_MS = 3000;
