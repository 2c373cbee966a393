// The one preview copy of the content an API process keeps: the published bundle with every pending draft applied,
// served by its own Fastify instance (previewApp.ts). Loaded again only when the drafts or the published content
// changed (the drafts' revisions and the content cache's generation, which every import moves on), one load at a time,
// always of the latest state; closed after `idleMs` without a preview read.
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
import { openPreviewApp, type PreviewApp } from './previewApp';

/** As long as a preview link lasts: an operator coming back to a preview finds the copy open. */
export const PREVIEW_IDLE_MS = 15 * 60_000;

/** What the drafts make of the site: a copy to read from, or the bundle's own messages when it is no valid site. */
export type PreviewState = { kind: 'copy'; app: FastifyInstance; missingRenditions: string[] } | { kind: 'invalid'; problems: string[] };

export interface PreviewCopyOptions {
  db: Database;
  storageDir: string;
  /** The published content's generation (ContentCache.generation). */
  generation: () => number;
  log: FastifyBaseLogger;
  idleMs?: number;
}

export function createPreviewCopy({ db, storageDir, generation, log, idleMs = PREVIEW_IDLE_MS }: PreviewCopyOptions) {
  let opened: Promise<PreviewApp> | null = null;
  let current: { key: string; state: PreviewState } | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let reading = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  /** Cheap: the drafts' identities and revisions, not their data. */
  async function currentKey(): Promise<string> {
    const drafts = await db
      .select({ type: contentDrafts.type, id: contentDrafts.record_id, revision: contentDrafts.revision, at: contentDrafts.updated_at })
      .from(contentDrafts)
      .orderBy(asc(contentDrafts.type), asc(contentDrafts.record_id));
    return `${generation()} ${createHash('sha256').update(JSON.stringify(drafts)).digest('base64url')}`;
  }

  async function load(): Promise<PreviewState> {
    const started = performance.now();
    const drafts = await db
      .select({ type: contentDrafts.type, record_id: contentDrafts.record_id, data: contentDrafts.data })
      .from(contentDrafts);
    const applied = applyDrafts(await exportBundle(db), drafts);
    if (applied.ignored.length > 0)
      log.warn({ drafts: applied.ignored }, 'Preview: drafts of content types the registry does not have were left out');
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
    const fresh = opened === null;
    opened ??= openPreviewApp(storageDir);
    let copy: PreviewApp;
    try {
      copy = await opened;
    } catch (error) {
      opened = null;
      throw error;
    }
    const openMs = fresh ? performance.now() - started : null;
    await copy.load(bundle);
    const timing = { openMs: openMs === null ? null : Math.round(openMs), loadMs: Math.round(performance.now() - started - (openMs ?? 0)) };
    log.info({ ...timing, drafts: drafts.length, missingRenditions }, 'Preview copy loaded');
    return { kind: 'copy', app: copy.app, missingRenditions };
  }

  /** The state for the drafts as they are now (loaded if needed; one load at a time, each of the latest drafts). */
  async function latest(): Promise<PreviewState> {
    if (current?.key === (await currentKey())) return current.state;
    const next = queue.then(async () => {
      const key = await currentKey();
      if (current?.key !== key) current = { key, state: await load() };
      return current.state;
    });
    queue = next.catch(() => undefined);
    return next;
  }

  async function closeCopy() {
    const closing = opened;
    opened = null;
    current = null;
    if (closing) await (await closing).app.close();
  }

  function closeWhenIdle() {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (reading > 0) return closeWhenIdle();
      // In the queue, so never while a load uses the copy; and not if a read began meanwhile.
      queue = queue
        .then(() => (reading > 0 ? undefined : closeCopy()))
        .catch((error: unknown) => log.error({ err: error }, 'Closing the preview copy failed'));
    }, idleMs);
    idleTimer.unref();
  }

  /** Runs `read` on the preview state for the drafts as they are now; the copy stays open while it runs. */
  async function use<T>(read: (state: PreviewState) => Promise<T>): Promise<T> {
    reading += 1;
    try {
      return await read(await latest());
    } finally {
      reading -= 1;
      closeWhenIdle();
    }
  }

  return {
    use,
    /** Starts loading the copy for the drafts as they are now, without waiting for it (a preview link was handed out). */
    warm(): void {
      use(async () => undefined).catch((error: unknown) => log.error({ err: error }, 'Loading the preview copy failed'));
    },
    async close() {
      clearTimeout(idleTimer);
      await queue;
      await closeCopy();
    },
  };
}

export type PreviewCopy = ReturnType<typeof createPreviewCopy>;
