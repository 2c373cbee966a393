// Serves uploaded and seed files under /storage/<path> from the storage folder.
import type { FastifyStaticOptions } from '@fastify/static';
import { STORAGE_CSP } from './securityHeaders';

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
    // Runs after the security headers' hook: a file gets its own policy instead of the JSON one.
    setHeaders: (reply) => {
      reply.header('Content-Security-Policy', STORAGE_CSP);
    },
  };
}
