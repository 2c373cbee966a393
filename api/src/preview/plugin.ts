// The preview copy of this process (previewCopy.ts) as app.previewCopy: the preview's reads use it, and handing out a
// preview link starts loading it, so the operator's first preview does not wait for PGlite to start.
import fp from 'fastify-plugin';
import { createPreviewCopy, type PreviewCopy } from './previewCopy';

declare module 'fastify' {
  interface FastifyInstance {
    previewCopy: PreviewCopy;
  }
}

export default fp<{ storageDir: string }>(
  async (app, { storageDir }) => {
    const copy = createPreviewCopy({ db: app.db, storageDir, generation: () => app.contentCache.generation, log: app.log });
    app.decorate('previewCopy', copy);
    app.addHook('onClose', () => copy.close());
  },
  { name: 'preview-copy', dependencies: ['database', 'content-cache'] },
);
