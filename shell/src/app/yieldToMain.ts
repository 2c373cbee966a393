/**
 * Lets the browser paint and handle input before the next step of start-up: each step is a task of its own instead of
 * one long task. `scheduler.yield()` where the browser has it (the continuation runs before other queued work), else a
 * zero-delay timer.
 */
export const yieldToMain = () =>
  new Promise<void>((resolve) => {
    const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
    if (scheduler?.yield) void scheduler.yield().then(resolve);
    else setTimeout(resolve, 0);
  });
