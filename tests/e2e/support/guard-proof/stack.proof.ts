// Run by stack-guard.spec.ts (see playwright.config.ts here), never by the suite itself: in order, a test that breaks
// the stack in one of three ways, then a test that must find the stack whole without having done anything.
import { serverAnswers, stopServer } from '../stack';
import { expect, test } from '../test';

// Breaks the stack on purpose. The outer test (e2e/server/stack-guard.spec.ts) holds the stack alone and passes no
// lock: this run takes none.
test.use({ changesStack: true });

test('leaves the API stopped, and passes', async () => {
  // Past the stackControl fixture on purpose: only the guard, after this test, can put the API back.
  await stopServer('api');
  expect(await serverAnswers('api')).toBe(false);
});

test('finds the API answering after a test left it stopped', async () => {
  expect(await serverAnswers('api')).toBe(true);
});

test('times out with the API stopped', async ({ stackControl }) => {
  test.setTimeout(3_000);
  await stackControl.stop('api');
  // A step that never ends, as a content command did on an overloaded machine: the test times out here.
  await new Promise<never>(() => undefined);
});

test('finds the API answering after a test timed out with it stopped', async () => {
  expect(await serverAnswers('api')).toBe(true);
});

test('leaves the API stopped, and its worker dies', async () => {
  await stopServer('api');
  // No teardown runs after this: only the guard before the next test, in a new worker, can find the API down.
  process.kill(process.pid, 'SIGKILL');
});

test('finds the API answering after a worker died with it stopped', async () => {
  expect(await serverAnswers('api')).toBe(true);
});
