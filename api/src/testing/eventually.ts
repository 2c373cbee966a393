import assert from 'node:assert/strict';

/**
 * Polls `read` until it returns true (a NOTIFY, an import's effect on another instance, arrives asynchronously), giving
 * the event loop a turn between reads; fails after `timeoutMs`, naming `what`.
 */
export async function eventually(read: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await read()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.fail(`${what}: not within ${timeoutMs} ms`);
}
