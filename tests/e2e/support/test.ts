// The suite's `test`: every spec imports it, and whatever else it needs from Playwright, from here. It adds
// - the stack lock (automatic): two workers share the one stack. A test runs beside another unless its spec declares
//   `test.use({ changesStack: true })` (it stops a server, imports, publishes or drafts content, or switches a
//   config): such a spec's worker holds the stack alone, from its first test to its last (support/stackLock.mjs);
// - the stack guard (automatic, every test): before and after each test, every server of the stack must answer; one
//   that does not is restarted, and the test that left it down is named (console and a `stack-guard` annotation), so a
//   test that breaks the stack costs one failure, not every test after it;
// - `stackControl`: how a test stops and starts the stack's servers and runs the content command (while the stack
//   serves: on PGlite the running API does the command's work). Whatever the test leaves behind (a server stopped, a
//   content command running, content replaced) is put back in its teardown, which Playwright runs after a timeout too,
//   with time of its own;
// - `workerStackControl`: the same for beforeAll/afterAll hooks, put back when the worker ends at the latest.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, type TestInfo } from '@playwright/test';
import { startContentCommand, waitForSiteContent, type ContentCommand } from './content';
import { harnessDir, serverAnswers, stack, STACK_SERVERS, startServer, stopServer, type ServerName } from './stack';
import { acquireStackLock } from './stackLock.mjs';
import { hostCeiling } from '../../../shared/server/hostSpeed.js';

export * from '@playwright/test';
/** Every ceiling a spec writes is for the reference host: `hostCeiling(ms)` scales it to this one (docs/testing.md). */
export { hostCeiling } from '../../../shared/server/hostSpeed.js';

/**
 * The tag of a test the phone changes: its layout, its controls or its input (touch). The mobile project runs only
 * these (playwright.config.ts); every other test runs once, at desktop width (docs/testing.md, "Which tests run on a
 * phone"). `test('…', PHONE, async ({ page }) => …)`.
 */
export const PHONE = { tag: '@phone' } as const;

/** A content bundle as `npm run content -- export` writes it. */
export type ContentBundle = { products: Array<Record<string, unknown>> } & Record<string, unknown>;

export interface StackControl {
  /** Stops a server of the stack; it is started again when the test ends, if the test has not done so. */
  stop(name: ServerName): Promise<void>;
  /** Starts a server again (a no-op if it runs) and waits until it answers. */
  start(name: ServerName): Promise<void>;
  /** `npm run content -- <args>` on the suite's database, while the stack serves (the running API does the work). */
  content(...args: string[]): Promise<{ stdout: string; stderr: string }>;
  /**
   * While the stack serves: exports the content, lets `make` produce the bundle to import instead (from the exported
   * file, in a scratch folder), imports it, and (by default) waits until the site serves it. The exported content comes
   * back with restoreContent, or at teardown.
   */
  replaceContent(make: (exported: string, scratchDir: string) => Promise<string>, options?: { waitForSite?: boolean }): Promise<void>;
  /** replaceContent with the exported bundle as `edit` changes it. */
  editContent(edit: (bundle: ContentBundle) => void | Promise<void>, options?: { waitForSite?: boolean }): Promise<void>;
  /** Imports the content replaceContent exported, and waits until the site serves it. */
  restoreContent(): Promise<void>;
}

/** How long a test's teardown lets a content command it left running finish (an import cut short is what needs repair). */
const COMMAND_GRACE_MS = hostCeiling(30_000);

function createStackControl(owner: string, note: (message: string) => void): { control: StackControl; teardown: () => Promise<void> } {
  /** Servers this owner stopped and has not started again. */
  const stopped = new Set<ServerName>();
  const commands = new Set<ContentCommand>();
  let closed = false;
  let scratch: string | undefined;
  /** The exported bundle the content goes back to, once something else was (or is being) imported. */
  let original: string | undefined;

  // A test abandoned at its timeout keeps running in the background: once its teardown has put the stack back, it
  // must not stop a server or import again under the tests that follow.
  const open = (what: string) => {
    if (closed) throw new Error(`${what}: ${owner} is over (its stack control was torn down)`);
  };

  /** Lets the content commands still running finish, for a while, then ends them: one command at a time on the database. */
  const settleCommands = async () => {
    const running = [...commands].filter((command) => !command.exited());
    if (running.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, COMMAND_GRACE_MS)));
    await Promise.race([Promise.allSettled(running.map((command) => command.done)), grace]);
    clearTimeout(timer);
    await Promise.all(running.map((command) => command.end()));
  };

  const run = async (args: string[]) => {
    await settleCommands();
    const command = startContentCommand(...args);
    commands.add(command);
    try {
      return await command.done;
    } finally {
      commands.delete(command);
    }
  };

  const control: StackControl = {
    async stop(name) {
      open(`stop ${name}`);
      stopped.add(name); // before asking: a timeout during the request still leaves the teardown to start it
      await stopServer(name);
    },
    async start(name) {
      open(`start ${name}`);
      await startServer(name);
      stopped.delete(name);
    },
    content(...args) {
      open(`npm run content -- ${args.join(' ')}`);
      return run(args);
    },
    async replaceContent(make, options) {
      open('replaceContent');
      if (original) throw new Error('replaceContent: the content is replaced already (restoreContent first)');
      const dir = (scratch ??= await mkdtemp(path.join(harnessDir, 'content-')));
      const exported = path.join(dir, 'original.json');
      await control.content('export', exported);
      const replacement = await make(exported, dir);
      original = exported; // from here on the content may differ: the teardown imports this back
      await control.content('import', replacement);
      if (options?.waitForSite ?? true) await waitForSiteContent();
    },
    editContent(edit, options) {
      return control.replaceContent(async (exported, dir) => {
        const bundle = JSON.parse(await readFile(exported, 'utf8')) as ContentBundle;
        await edit(bundle);
        const edited = path.join(dir, 'edited.json');
        await writeFile(edited, JSON.stringify(bundle));
        return edited;
      }, options);
    },
    async restoreContent() {
      open('restoreContent');
      const from = original;
      if (!from) return;
      await control.content('import', from);
      original = undefined;
      await waitForSiteContent();
    },
  };

  const teardown = async () => {
    closed = true;
    const errors: unknown[] = [];
    const attempt = async (task: () => Promise<unknown>) => {
      try {
        await task();
      } catch (error) {
        errors.push(error);
      }
    };
    await attempt(settleCommands);
    const leftStopped = [...stopped];
    const restoredContent = original !== undefined;
    if (original) {
      const from = original;
      note('imported the original content back: the test ended with the content replaced');
      await attempt(async () => {
        // A test may have left the API stopped: the import then opens the database itself, and the API starts below.
        await run(['import', from]);
        original = undefined;
      });
    }
    if (leftStopped.length > 0) note(`started ${leftStopped.join(', ')} again: the test ended with it stopped`);
    const restart = [...stopped];
    for (const name of restart) {
      await attempt(async () => {
        await startServer(name);
        stopped.delete(name);
      });
    }
    if (restart.includes('api') || restoredContent) await attempt(() => waitForSiteContent());
    if (scratch) await attempt(() => rm(scratch!, { recursive: true, force: true }));
    if (errors.length > 0) throw new AggregateError(errors, `${owner}: putting the stack back failed: ${errors.map(String).join('; ')}`);
  };

  return { control, teardown };
}

/** The servers of the stack that do not answer now. */
export async function downServers(): Promise<ServerName[]> {
  const answers = await Promise.all(STACK_SERVERS.map(serverAnswers));
  return STACK_SERVERS.filter((_, index) => !answers[index]);
}

/** Stops (whatever is left of it) and starts each server again; after the API, waits until the site serves its content. */
async function restartServers(names: ServerName[]): Promise<void> {
  for (const name of names) {
    await stopServer(name);
    await startServer(name);
  }
  if (names.includes('api')) await waitForSiteContent();
}

const testName = (testInfo: TestInfo) => `${testInfo.project.name ? `[${testInfo.project.name}] ` : ''}${testInfo.titlePath.join(' › ')}`;

/** Where the guard keeps the name of the test that ran last, for a worker that starts after one that died. */
const lastTestFile = path.join(harnessDir, 'stack-guard-last-test.txt');

function guardReport(testInfo: TestInfo, message: string) {
  testInfo.annotations.push({ type: 'stack-guard', description: message });
  console.warn(`[stack guard] ${message}`);
}

/**
 * Before and after a test, every server of the stack must answer; one that does not is restarted, and the test that
 * left it down is named.
 */
async function guardStack(testInfo: TestInfo, use: () => Promise<void>): Promise<void> {
  const name = testName(testInfo);
  const downBefore = await downServers();
  if (downBefore.length > 0) {
    const previous = await readFile(lastTestFile, 'utf8').catch(() => '(none recorded)');
    guardReport(
      testInfo,
      `${downBefore.join(', ')} did not answer before ${name}: left down by the test before it, ${previous}; restarted`,
    );
    await restartServers(downBefore);
  }
  await writeFile(lastTestFile, name);
  await use();
  const downAfter = await downServers();
  if (downAfter.length > 0) {
    guardReport(testInfo, `${name} left ${downAfter.join(', ')} down; restarted`);
    await restartServers(downAfter);
  }
}

type TestFixtures = { stackGuard: void; stackControl: StackControl };
type WorkerFixtures = { changesStack: boolean; stackLock: void; workerStackControl: StackControl };

/** What a spec that changes the stack without saying so is told (stackControl and workerStackControl check it). */
const undeclared = (what: string) =>
  `${what} changes the stack, which the test beside it reads: add test.use({ changesStack: true }) at the top of its spec (support/test.ts)`;

/** Whether this worker runs a spec that declared changesStack (set by the stackLock fixture). */
let holdsStackAlone = false;

/** For helpers that change the stack outside the fixtures (support/proxy.ts): fails in a spec that did not declare it. */
export function requireStackAlone(what: string): void {
  if (!holdsStackAlone) throw new Error(undeclared(what));
}

/** Waits for the stack lock (none where the caller holds the stack already: E2E_STACK without a lock). */
const lockStack = (mode: 'read' | 'write') => (stack.lock ? acquireStackLock(stack.lock, mode) : Promise.resolve(async () => undefined));

export const test = base.extend<TestFixtures, WorkerFixtures>({
  changesStack: [false, { scope: 'worker', option: true }],
  stackLock: [
    // A spec that changes the stack: its worker waits for the tests running beside it to end, then holds the stack
    // until it ends (its beforeAll and afterAll hooks included). Other specs read: their stackGuard takes it per test.
    async ({ changesStack }, use) => {
      const release = changesStack ? await lockStack('write') : undefined;
      holdsStackAlone = changesStack;
      try {
        await use();
      } finally {
        holdsStackAlone = false;
        await release?.();
      }
    },
    // Waiting for the test beside it to end is part of its time: the longest walks take minutes on a busy machine.
    { scope: 'worker', auto: true, timeout: hostCeiling(600_000) },
  ],
  stackGuard: [
    async ({ changesStack }, use, testInfo) => {
      // Shares the stack with the test beside it; waits while a spec that changes it runs.
      const release = changesStack ? undefined : await lockStack('read');
      try {
        await guardStack(testInfo, use);
      } finally {
        await release?.();
      }
    },
    // Its own time, apart from the test's: waiting for a spec that changes the stack, and restarting a server on a
    // busy machine, must not fail the test it guards.
    { auto: true, timeout: hostCeiling(600_000) },
  ],
  stackControl: [
    // Depends on the guard, so that its teardown has put the stack back before the guard looks at it.
    async ({ stackGuard: _guard, changesStack }, use, testInfo) => {
      if (!changesStack) throw new Error(undeclared(testName(testInfo)));
      const { control, teardown } = createStackControl(testName(testInfo), (message) => {
        testInfo.annotations.push({ type: 'stack-control', description: message });
        console.warn(`[stack control] ${testName(testInfo)}: ${message}`);
      });
      try {
        await use(control);
      } finally {
        await teardown();
      }
    },
    // Its teardown gets its own time too: after a timeout it may wait for a content command and restart the API.
    { timeout: hostCeiling(180_000) },
  ],
  workerStackControl: [
    // After the stack lock, so that the content is put back before the lock is let go.
    async ({ changesStack, stackLock: _lock }, use, workerInfo) => {
      const owner = `worker ${workerInfo.workerIndex} (${workerInfo.project.name})`;
      if (!changesStack) throw new Error(undeclared(owner));
      const { control, teardown } = createStackControl(owner, (message) => console.warn(`[stack control] ${owner}: ${message}`));
      try {
        await use(control);
      } finally {
        await teardown();
      }
    },
    { scope: 'worker', timeout: hostCeiling(300_000) },
  ],
});
