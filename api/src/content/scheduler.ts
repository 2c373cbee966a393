// Scheduled publishing (docs/content-editing.md, "Scheduled publishing"): every poll the API publishes the drafts whose
// publish_at has passed, as one version of kind `scheduled`. Exactly once with several instances on one database: the
// due drafts are taken FOR UPDATE SKIP LOCKED under the content lock (publish.ts), and a draft is deleted in the same
// transaction that publishes it, so the next instance finds nothing. A due release that is not a valid site is not
// retried every poll: its drafts are unscheduled (kept as drafts) and the refusal is in the audit log.
import { and, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, type AuditActor } from '../admin/audit';
import { DEFAULT_SCHEDULE_POLL_MS } from '../config';
import type { Database } from '../db/database';
import { contentDrafts } from '../db/schema';
import { publishDrafts } from './publish';
import { BundleValidationError } from './validateBundle';

/** Who the audit log names for scheduled publishing. */
export const SCHEDULER_ACTOR: AuditActor = { id: null, email: 'scheduler', ip: null };

export interface SchedulerOptions {
  db: Database;
  storageDir: string;
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs?: number | undefined;
}

export interface ContentScheduler {
  /** Waits for the run under way, then stops. */
  stop(): Promise<void>;
}

/** One run: publishes what is due; the version's id, or null when nothing was due. */
export async function publishDue({
  db,
  storageDir,
  now,
  log,
}: Omit<SchedulerOptions, 'log' | 'pollMs'> & { log?: FastifyBaseLogger }): Promise<number | null> {
  const at = now();
  try {
    const published = await publishDrafts(db, { dueAt: at }, { createdBy: null, at }, { storageDir, log });
    if (!published) return null;
    const { id, summary } = published.version;
    await recordAudit(db, SCHEDULER_ACTOR, { action: 'content-scheduled-published', target: `version:${id}`, details: { summary } }, at);
    return id;
  } catch (error) {
    if (!(error instanceof BundleValidationError)) throw error;
    const unscheduled = await db
      .update(contentDrafts)
      .set({ publish_at: null })
      .where(and(isNotNull(contentDrafts.publish_at), lte(contentDrafts.publish_at, at)))
      .returning({ type: contentDrafts.type, id: contentDrafts.record_id });
    const drafts = unscheduled.map(({ type, id }) => `${type}:${id}`);
    await recordAudit(
      db,
      SCHEDULER_ACTOR,
      { action: 'content-schedule-refused', target: null, details: { drafts, problems: error.problems } },
      at,
    );
    return null;
  }
}

export function startContentScheduler(options: SchedulerOptions): ContentScheduler {
  const pollMs = options.pollMs ?? DEFAULT_SCHEDULE_POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = publishDue(options).then(
      (version) => {
        if (version !== null) options.log.info(`Published scheduled drafts as version ${version}`);
      },
      (error: unknown) => options.log.error({ err: error }, 'Publishing scheduled drafts failed'),
    );
    void running.then(() => {
      if (!stopped) timer = setTimeout(run, pollMs);
    });
  };
  timer = setTimeout(run, pollMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
