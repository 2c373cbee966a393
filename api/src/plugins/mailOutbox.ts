// Runs the outbox worker (mail/outboxWorker.ts) with the app: started once the app is ready, stopped before the
// database closes. Routes call app.mailOutbox.wake() after storing a message.
import fp from 'fastify-plugin';
import type { MailSettings } from '../config';
import { startOutboxWorker, type OutboxWorker } from '../mail/outboxWorker';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: Pick<OutboxWorker, 'wake'>;
  }
}

export interface MailOutboxOptions {
  settings: MailSettings;
  holdLockWhileSending: boolean;
  pollMs?: number | undefined;
}

export default fp<MailOutboxOptions>(
  async (app, { settings, holdLockWhileSending, pollMs }) => {
    let worker: OutboxWorker | undefined;
    app.decorate('mailOutbox', { wake: () => worker?.wake() });
    app.addHook('onReady', async () => {
      worker = startOutboxWorker({ db: app.db, repositories: app.repositories, settings, holdLockWhileSending, log: app.log, pollMs });
    });
    // onClose hooks run in reverse order of registration: this one before the database plugin's.
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'mail-outbox', dependencies: ['database', 'repositories'] },
);
