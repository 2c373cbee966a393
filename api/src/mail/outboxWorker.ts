// Sends the outbox's mails to sales over SMTP (nodemailer), one at a time, in the API process. Woken right after a
// message is stored, and every `pollMs` otherwise (mails queued by another instance, retries that became due).
//
// Exactly once: a mail is claimed with SELECT ... FOR UPDATE SKIP LOCKED, so no two senders take the same row. On
// PostgreSQL the row stays locked while SMTP is spoken and is marked sent in that same transaction after the server
// accepted it: a sender that dies mid-way releases the lock with its connection, and the mail is sent again. On PGlite
// a transaction holds the whole database (every other query waits), so the claim is released before SMTP is spoken;
// one process owns a PGlite database and runs one worker, so nobody else can take the row meanwhile. Either way the
// one gap is a crash between the SMTP server's "250 accepted" and the mark: that mail is sent again (docs/decisions/0062-mail-through-an-outbox.md).
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { MailSettings } from '../config';
import { redactUrl } from '../config';
import type { Repositories } from '../repositories';
import { retryDelayMs, type OutboxRow } from '../repositories/outboxRepository';

export interface OutboxWorkerOptions {
  db: Database;
  repositories: Pick<Repositories, 'outbox' | 'businessSetup'>;
  settings: MailSettings;
  /** Keep the claim's transaction open while sending (PostgreSQL); false on PGlite (see above). */
  holdLockWhileSending: boolean;
  log: FastifyBaseLogger;
  /** How often to look for due mails when nothing wakes the worker (default 1 s). */
  pollMs?: number;
}

export interface OutboxWorker {
  /** A mail was queued: send it now rather than at the next poll. */
  wake(): void;
  /** Stops after the mail in hand (if any) and closes the SMTP connection. */
  stop(): Promise<void>;
}

// Bounds on one SMTP conversation, so a server that accepts connections and then says nothing cannot hold a claim.
// A connection per mail; nodemailer's `pool` would save a handshake per mail, but is not yet tested here.
const SMTP_OPTIONS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, repositories, settings, log, holdLockWhileSending, pollMs = 1000 } = options;
  if (!settings.smtpUrl) {
    log.warn('SMTP_URL is not set: contact messages and enquiries are stored, and their mails to sales wait in the outbox until it is.');
    return { wake() {}, stop: async () => {} };
  }
  const transport: Transporter = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_OPTIONS });
  const server = redactUrl(settings.smtpUrl);

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenMeanwhile = false;
  /** After a failed send, nothing is tried before this time (the failing row's own retry delay). */
  let pausedUntil = 0;
  let failing = false;

  async function recipient(): Promise<string | undefined> {
    if (settings.salesEmail) return settings.salesEmail;
    const email = (await repositories.businessSetup.get())?.email.trim();
    return email || undefined;
  }

  /** Sends `row` and marks it (in `tx`, the claim's transaction on PostgreSQL); false when sending failed. */
  async function deliver(tx: Database, row: OutboxRow, to: string): Promise<boolean> {
    try {
      await transport.sendMail({
        from: settings.from,
        to,
        replyTo: row.mail.replyTo,
        subject: row.mail.subject,
        text: row.mail.text,
        html: row.mail.html,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await repositories.outbox.markFailed(tx, row, reason);
      pausedUntil = Date.now() + retryDelayMs(row.attempts + 1);
      if (!failing) log.error(`Mail to sales (outbox ${row.id}) not sent through ${server}: ${reason}; retrying with backoff`);
      failing = true;
      return false;
    }
    await repositories.outbox.markSent(tx, row.id);
    if (failing) log.info(`Mail to sales sent again through ${server}`);
    failing = false;
    return true;
  }

  /** Claims, sends and marks one due mail; false when none was due or sending failed. */
  async function sendOne(to: string): Promise<boolean> {
    if (holdLockWhileSending) {
      return db.transaction(async (tx) => {
        const row = await repositories.outbox.claimDue(tx);
        return row !== null && (await deliver(tx, row, to));
      });
    }
    const row = await db.transaction((tx) => repositories.outbox.claimDue(tx));
    return row !== null && (await deliver(db, row, to));
  }

  async function drain(): Promise<void> {
    if (Date.now() < pausedUntil) return;
    const to = await recipient();
    if (!to) {
      log.error("No address to mail sales at: set SALES_EMAIL or the business setup's email; mails wait in the outbox.");
      pausedUntil = Date.now() + 60_000;
      return;
    }
    while (!stopped && (await sendOne(to)));
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, Math.max(0, delayMs));
  }

  function run() {
    if (stopped) return;
    if (running) {
      wokenMeanwhile = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'Mail outbox: could not read or update the outbox; trying again'))
      .finally(() => {
        running = undefined;
        const again = wokenMeanwhile && Date.now() >= pausedUntil;
        wokenMeanwhile = false;
        schedule(again ? 0 : Math.max(pollMs, pausedUntil - Date.now()));
      });
  }

  run();
  return {
    wake() {
      if (Date.now() >= pausedUntil) run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
