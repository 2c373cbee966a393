// Serves uploaded and seed files under /storage/<path> from the storage folder.
import type { FastifyStaticOptions } from '@fastify/static';

/** Seed pictures are SVG: if one is opened directly, it must not be able to run script or load anything. */
export const STORAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function storageOptions(storageDir: string): FastifyStaticOptions {
  return {
    root: storageDir,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    list: false,
    // Hidden files (.gitkeep, .env…) are never served.
    dotfiles: 'ignore',
    cacheControl: true,
    maxAge: '1d',
    etag: true,
    lastModified: true,
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', STORAGE_CSP);
    },
  };
}
