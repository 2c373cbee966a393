// The one preview copy of the content an API process keeps: the published bundle with every pending draft applied,
// served by its own Fastify instance (previewApp.ts). Rebuilt only when the drafts or the published content changed
// (the drafts' revisions and the content cache's generation, which every import moves on), one rebuild at a time,
// always towards the latest state; dropped after `idleMs` without a preview read.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { applyDrafts } from '../content/applyDrafts';
import { exportBundle } from '../content/exportBundle';
import { imagesOf } from '../content/pictures';
import { BundleValidationError, validateBundle } from '../content/validateBundle';
import type { Database } from '../db/database';
import { contentDrafts } from '../db/schema';
import { readManifest } from '../pictures/manifest';
import { buildPreviewApp } from './previewApp';

export const PREVIEW_IDLE_MS = 5 * 60_000;

/** What the drafts make of the site: a copy to read from, or the bundle's own messages when it is no valid site. */
export type PreviewState =
  | { kind: 'copy'; app: FastifyInstance; missingRenditions: string[]; buildMs: number }
  | { kind: 'invalid'; problems: string[] };

interface Kept {
  key: string;
  state: PreviewState;
  inUse: number;
  retired: boolean;
}

export interface PreviewCopyOptions {
  db: Database;
  storageDir: string;
  /** The published content's generation (ContentCache.generation). */
  generation: () => number;
  log: FastifyBaseLogger;
  idleMs?: number;
}

export function createPreviewCopy({ db, storageDir, generation, log, idleMs = PREVIEW_IDLE_MS }: PreviewCopyOptions) {
  let current: Kept | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | undefined;

  /** Cheap: the drafts' identities and revisions, not their data. */
  async function currentKey(): Promise<string> {
    const drafts = await db
      .select({ type: contentDrafts.type, id: contentDrafts.record_id, revision: contentDrafts.revision, at: contentDrafts.updated_at })
      .from(contentDrafts)
      .orderBy(asc(contentDrafts.type), asc(contentDrafts.record_id));
    const fingerprint = createHash('sha256').update(JSON.stringify(drafts)).digest('base64url');
    return `${generation()} ${fingerprint}`;
  }

  async function build(): Promise<PreviewState> {
    const started = performance.now();
    const drafts = await db.select({ type: contentDrafts.type, record_id: contentDrafts.record_id, data: contentDrafts.data }).from(contentDrafts);
    const applied = applyDrafts(await exportBundle(db), drafts);
    if (applied.ignored.length > 0) log.warn({ drafts: applied.ignored }, 'Preview: drafts of content types the registry does not have were left out');
    let bundle;
    try {
      bundle = await validateBundle(applied.bundle);
    } catch (error) {
      if (error instanceof BundleValidationError) return { kind: 'invalid', problems: error.problems };
      throw error;
    }
    const manifest = await readManifest(storageDir);
    const missingRenditions = imagesOf(bundle)
      .map((picture) => picture.path)
      .filter((path) => !manifest[path]);
    const app = await buildPreviewApp(bundle, storageDir);
    const buildMs = Math.round(performance.now() - started);
    log.info({ buildMs, drafts: drafts.length, missingRenditions }, 'Preview copy rebuilt');
    return { kind: 'copy', app, missingRenditions, buildMs };
  }

  function release(kept: Kept) {
    if (kept.retired && kept.inUse === 0 && kept.state.kind === 'copy') void kept.state.app.close().catch((error: unknown) => log.error({ err: error }, 'Closing a preview copy failed'));
  }

  function retire(kept: Kept | null) {
    if (!kept) return;
    kept.retired = true;
    release(kept);
  }

  /** The copy for the drafts as they are now (made if needed; one rebuild at a time, each for the latest drafts). */
  async function latest(): Promise<Kept> {
    const key = await currentKey();
    if (current?.key === key) return current;
    const next = queue.then(async () => {
      const freshKey = await currentKey();
      if (current?.key === freshKey) return current;
      const made: Kept = { key: freshKey, state: await build(), inUse: 0, retired: false };
      retire(current);
      current = made;
      return made;
    });
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    /** Runs `read` on the current preview state; the copy is not closed while it runs. */
    async use<T>(read: (state: PreviewState) => Promise<T>): Promise<T> {
      const kept = await latest();
      kept.inUse += 1;
      clearTimeout(idleTimer);
      try {
        return await read(kept.state);
      } finally {
        kept.inUse -= 1;
        release(kept);
        idleTimer = setTimeout(() => {
          retire(current);
          current = null;
        }, idleMs);
        idleTimer.unref();
      }
    },
    /** Whether a copy is kept now (tests). */
    get kept() {
      return current !== null;
    },
    async close() {
      clearTimeout(idleTimer);
      await queue;
      const last = current;
      current = null;
      if (last?.state.kind === 'copy') await last.state.app.close();
    },
  };
}

export type PreviewCopy = ReturnType<typeof createPreviewCopy>;
