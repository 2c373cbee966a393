// The picture pipeline for the running server: the manifest for GET /api/pictures, and the start-up repair
// (pictures/startupRepair.ts) started once the server is ready and awaited when it closes.
import type { PictureManifest } from '@starfamily/shared/pictures';
import fp from 'fastify-plugin';
import { readManifest } from '../pictures/manifest';
import { repairPictures } from '../pictures/startupRepair';

export interface Pictures {
  /** The storage folder the pictures and their renditions are in. */
  storageDir: string;
  manifest(): Promise<PictureManifest>;
  /** Settles when the start-up repair has finished (tests wait for it). */
  repaired(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pictures: Pictures;
  }
}

export default fp<{ storageDir: string }>(
  async (app, { storageDir }) => {
    const stop = new AbortController();
    let repair: Promise<void> = Promise.resolve();
    app.decorate('pictures', { storageDir, manifest: () => readManifest(storageDir), repaired: () => repair });

    app.addHook('onReady', async () => {
      repair = repairPictures(app.db, storageDir, app.log, stop.signal).then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'Making missing picture renditions failed'),
      );
    });
    app.addHook('onClose', async () => {
      stop.abort();
      await repair;
    });
  },
  { name: 'pictures', dependencies: ['database'] },
);
