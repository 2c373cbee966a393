// Runs the content scheduler (content/scheduler.ts) with the app: started once the app is ready, stopped (its run
// under way finished) before the database closes.
import fp from 'fastify-plugin';
import { startContentScheduler, type ContentScheduler } from '../content/scheduler';

export interface ContentSchedulerOptions {
  storageDir: string;
  now: () => Date;
  pollMs?: number | undefined;
}

export default fp<ContentSchedulerOptions>(
  async (app, { storageDir, now, pollMs }) => {
    let scheduler: ContentScheduler | undefined;
    app.addHook('onReady', async () => {
      scheduler = startContentScheduler({ db: app.db, storageDir, now, log: app.log, pollMs });
    });
    // onClose hooks run in reverse order of registration: this one before the database plugin's.
    app.addHook('onClose', async () => {
      await scheduler?.stop();
    });
  },
  { name: 'content-scheduler', dependencies: ['database'] },
);
