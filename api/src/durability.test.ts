// What must keep holding (issue 11): 2,000 concurrent valid posts store exactly 2,000 messages, and an API killed
// (SIGKILL) five times while posts stream in has every message it acknowledged (201) when it comes back; on PGlite and
// on PostgreSQL.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createDatabase } from './db/database';
import { contactMessageRepository, type ContactMessageRow } from './repositories/contactMessageRepository';
import { build, requiredTestDatabaseUrl, testDrivers, type TestApp } from './testing/build';
import { seedFolders } from './testing/seededPglite';
import { postContact, startServerProcess, type ContactPost, type ServerProcess } from './testing/serverProcess';
import { createThrowawayDatabase, type ThrowawayDatabase } from './testing/throwawayDatabase';

const CONCURRENT_POSTS = 2_000;
/** Connections the burst shares: every post is in flight at once, without one socket (file descriptor) each. */
const BURST_SOCKETS = 64;
const KILLS = 5;
/** Posts in flight while the API is killed. */
const STREAM_WORKERS = 8;
/** Acknowledged posts per life of the API before it is killed. */
const ACKS_PER_LIFE = 25;

/** Distinct senders and texts: the same message from the same sender within 10 minutes is stored once. */
const contact = (run: string, n: number): ContactPost => ({
  full_name: 'Durability Tester',
  email: `sender-${run}-${n}@example.com`,
  message: `Durability message ${run} number ${n}`,
});

for (const driver of testDrivers()) {
  describe(`durability (${driver})`, () => {
    it(`${CONCURRENT_POSTS} concurrent valid posts store exactly ${CONCURRENT_POSTS} messages`, async () => {
      const t: TestApp = await build({ driver });
      const agent = new http.Agent({ keepAlive: true, maxSockets: BURST_SOCKETS });
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as AddressInfo;
        const before = (await t.app.repositories.contactMessages.list()).length;
        const answers = await Promise.all(
          Array.from({ length: CONCURRENT_POSTS }, (_, n) => postContact(port, contact('burst', n), agent)),
        );
        const refused = answers.filter((answer) => answer.status !== 201);
        assert.deepEqual(refused.slice(0, 3), [], `${refused.length} posts were not accepted`);
        const ids = new Set(answers.map((answer) => (JSON.parse(answer.body) as { id: number }).id));
        assert.equal(ids.size, CONCURRENT_POSTS, 'two posts were answered with the same id');
        const rows = await t.app.repositories.contactMessages.list();
        assert.equal(rows.length - before, CONCURRENT_POSTS);
        assert.equal(new Set(rows.map((row) => row.message)).size, rows.length, 'a message was stored twice');
      } finally {
        agent.destroy();
        await t.close();
      }
    });

    describe(`the API killed ${KILLS} times mid-stream`, () => {
      let workDir: string;
      let throwaway: ThrowawayDatabase | undefined;
      let env: Record<string, string>;
      let server: ServerProcess | undefined;
      before(async () => {
        workDir = await mkdtemp(join(tmpdir(), 'sf-durability-'));
        throwaway = driver === 'postgres' ? await createThrowawayDatabase(requiredTestDatabaseUrl()) : undefined;
        env = {
          // PGlite persisted in a folder of its own, or a fresh PostgreSQL database.
          DATABASE_URL: throwaway?.url ?? '',
          PGLITE_DIR: join(workDir, 'pglite'),
          STORAGE_DIR: join(workDir, 'storage'),
          CONTACT_RATE_LIMIT: '1000000/1m',
        };
        await seedFolders({ pgliteDir: throwaway ? undefined : env.PGLITE_DIR, storageDir: env.STORAGE_DIR! });
      });
      after(async () => {
        if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
        await server?.exited;
        await throwaway?.drop();
        await rm(workDir, { recursive: true, force: true });
      });

      it('has every acknowledged message when it comes back', async () => {
        const acknowledged = new Map<string, number>(); // message -> id answered with 201
        let next = 0;
        let killedInFlight = 0;

        for (let life = 0; life < KILLS; life += 1) {
          server = await startServerProcess(env);
          const { port } = server;
          let inFlight = 0;
          let acksThisLife = 0;
          let killed = false;
          const agent = new http.Agent({ keepAlive: true, maxSockets: STREAM_WORKERS });
          const worker = async () => {
            while (!killed) {
              const post = contact('stream', next++);
              inFlight += 1;
              try {
                const answer = await postContact(port, post, agent);
                if (answer.status === 201) {
                  acknowledged.set(post.message, (JSON.parse(answer.body) as { id: number }).id);
                  acksThisLife += 1;
                } else if (!killed) {
                  assert.fail(`a valid post answered ${answer.status}: ${answer.body}`);
                }
              } catch (error) {
                if (!killed) throw error; // the connection failed before the kill: a real problem
              } finally {
                inFlight -= 1;
              }
              if (acksThisLife >= ACKS_PER_LIFE && !killed) {
                killed = true;
                killedInFlight += inFlight;
                server!.child.kill('SIGKILL');
              }
            }
          };
          await Promise.all(Array.from({ length: STREAM_WORKERS }, worker));
          await server.exited;
          agent.destroy();
        }
        assert.ok(killedInFlight > 0, 'no post was in flight at any kill: the kills were not mid-stream');
        assert.ok(acknowledged.size >= KILLS * ACKS_PER_LIFE);

        // Once more after the last kill: it starts, and what it then acknowledges is kept too.
        server = await startServerProcess(env);
        const last = contact('stream', next++);
        const answer = await postContact(server.port, last);
        assert.equal(answer.status, 201, answer.body);
        acknowledged.set(last.message, (JSON.parse(answer.body) as { id: number }).id);
        server.child.kill('SIGTERM');
        await server.exited;

        const rows = await storedMessages(env);
        const byMessage = new Map(rows.map((row) => [row.message, row]));
        const missing = [...acknowledged].filter(([message, id]) => byMessage.get(message)?.id !== id);
        assert.deepEqual(missing.slice(0, 5), [], `${missing.length} of ${acknowledged.size} acknowledged messages are missing`);
        assert.equal(byMessage.size, rows.length, 'a message was stored twice');
      });
    });
  });
}

/** Every contact message in the database the server process used (PGlite: once the process has let it go). */
async function storedMessages(env: Record<string, string>): Promise<ContactMessageRow[]> {
  const handle = createDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: env.PGLITE_DIR });
  try {
    return await contactMessageRepository(handle.db).list();
  } finally {
    await handle.close();
  }
}
