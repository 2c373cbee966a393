/** @jest-environment node */
import { createRemoteGuard, RemoteUnavailableError } from '../remoteGuard';

const never = () => new Promise<never>(() => undefined);

describe('remote guard', () => {
  it('passes a load through', async () => {
    const { guard } = createRemoteGuard({ timeoutMs: 1000, openMs: 1000, onTimeout: jest.fn() });
    await expect(guard('catalogue', async () => 'module')).resolves.toBe('module');
  });

  it('gives up on a hung remote after the timeout, re-registers, then answers at once while the circuit is open', async () => {
    let now = 0;
    const onTimeout = jest.fn();
    const { guard, isOpen } = createRemoteGuard({ timeoutMs: 20, openMs: 10_000, onTimeout, now: () => now });
    await expect(guard('company', never)).rejects.toThrow(RemoteUnavailableError);
    expect(onTimeout).toHaveBeenCalledWith('company');
    expect(isOpen('company')).toBe(true);
    const load = jest.fn(async () => 'fresh');
    await expect(guard('company', load)).rejects.toThrow('circuit open');
    expect(load).not.toHaveBeenCalled();
    // Other remotes are not affected.
    await expect(guard('contact', async () => 'ok')).resolves.toBe('ok');
    now = 10_001;
    await expect(guard('company', load)).resolves.toBe('fresh');
  });

  it('opens the circuit on a refused load too, without re-registering', async () => {
    const onTimeout = jest.fn();
    const { guard, isOpen, reset } = createRemoteGuard({ timeoutMs: 1000, openMs: 10_000, onTimeout });
    await expect(guard('catalogue', async () => Promise.reject(new Error('ECONNREFUSED')))).rejects.toThrow('ECONNREFUSED');
    expect(onTimeout).not.toHaveBeenCalled();
    expect(isOpen('catalogue')).toBe(true);
    reset();
    expect(isOpen('catalogue')).toBe(false);
  });
});
