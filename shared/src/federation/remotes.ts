import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '../config/runtimeConfig';

/** Tells the federation runtime where each remote lives, as read from config.json (nothing is fetched yet). */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

export interface RemoteModule<P> {
  default: ComponentType<P>;
}

/**
 * Wraps every load of a remote's code (its container, an exposed module, a page chunk). The rendering server installs
 * a timeout and a circuit breaker here: on Node a hung remote would otherwise hold the page forever.
 */
export type RemoteLoadGuard = <T>(remote: string, load: () => Promise<T>) => Promise<T>;

let guard: RemoteLoadGuard = (_remote, load) => load();

export function setRemoteLoadGuard(next: RemoteLoadGuard): void {
  guard = next;
}

/** Runs `load` (code of `remote`) under the installed guard. */
export const guardedRemoteLoad = <T>(remote: string, load: () => Promise<T>): Promise<T> => guard(remote, load);

/** `catalogue/ProductsPage` -> `catalogue`. */
export const remoteNameOf = (id: string): string => id.split('/')[0] ?? id;

/** Loads `remote/ExposedName`; a remote that is down rejects, it never resolves to nothing. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const loaded = await guardedRemoteLoad(remoteNameOf(id), () => loadRemote<T>(id));
  if (!loaded) throw new Error(`Remote module ${id} could not be loaded`);
  return loaded;
}

/** Loads a component exposed as `remote/ExposedName`. */
export async function loadRemoteComponent<P>(id: string): Promise<RemoteModule<P>> {
  const loaded = await loadRemoteModule<RemoteModule<P>>(id);
  if (typeof loaded.default !== 'function') throw new Error(`Remote module ${id} could not be loaded`);
  return loaded;
}
