// Serves uploaded and seed files under /storage/<path> from the storage folder. Renditions are named by the content
// hash of their original (renditions/<version>/…): a changed picture gets new URLs, so they are cached for a year as
// immutable. Originals keep a day (an operator may replace a file in place). The manifest is content, answered by
// GET /api/pictures (routes/pictures.ts), never as a file.
import { sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';
import { RENDITIONS_FOLDER } from '@starfamily/shared/pictures';
import { MANIFEST_FILE } from '../pictures/manifest';
import { STORAGE_CSP } from './securityHeaders';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function storageOptions(storageDir: string): FastifyStaticOptions {
  const renditions = `${storageDir.replace(/[\\/]+$/, '')}${sep}${RENDITIONS_FOLDER}${sep}`;
  return {
    root: storageDir,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    list: false,
    // Hidden files (.gitkeep, .env, folders and files being written) are never served.
    dotfiles: 'ignore',
    allowedPath: (pathName) => pathName !== `/${RENDITIONS_FOLDER}/${MANIFEST_FILE}`,
    cacheControl: true,
    maxAge: '1d',
    etag: true,
    lastModified: true,
    // Runs after the security headers' hook: a file gets its own policy instead of the JSON one.
    setHeaders: (reply, path) => {
      reply.header('Content-Security-Policy', STORAGE_CSP);
      if (path.startsWith(renditions)) reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    },
  };
}
