// On Node, loading a remote's code has no timeout of its own (the federation runtime's fetch hook is not used for the
// entry): a hung remote would hold every page. Each load gets a deadline, and a remote that failed is not tried again
// for a while (a circuit breaker), so later pages answer at once with that section's fallback.
import type { RemoteLoadGuard } from '@starfamily/shared';

export class RemoteUnavailableError extends Error {}

export interface RemoteGuardOptions {
  timeoutMs: number;
  /** How long a failed remote is skipped before the next try. */
  openMs: number;
  /** Called when a load timed out: the runtime keeps the pending load cached, so the remotes must be registered anew. */
  onTimeout: (remote: string) => void;
  now?: () => number;
}

export function createRemoteGuard({ timeoutMs, openMs, onTimeout, now = Date.now }: RemoteGuardOptions) {
  const openUntil = new Map<string, number>();
  const guard: RemoteLoadGuard = async (remote, load) => {
    if ((openUntil.get(remote) ?? 0) > now()) throw new RemoteUnavailableError(`${remote} is unavailable (circuit open)`);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new RemoteUnavailableError(`${remote} did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([load(), deadline]);
    } catch (error) {
      openUntil.set(remote, now() + openMs);
      if (error instanceof RemoteUnavailableError) onTimeout(remote);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  return { guard, reset: () => openUntil.clear(), isOpen: (remote: string) => (openUntil.get(remote) ?? 0) > now() };
}
