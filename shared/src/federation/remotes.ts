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

/** Loads `remote/ExposedName`; a remote that is down rejects, it never resolves to nothing. */
export async function loadRemoteComponent<P>(id: string): Promise<RemoteModule<P>> {
  const loaded = await loadRemote<RemoteModule<P>>(id);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`Remote module ${id} could not be loaded`);
  }
  return loaded;
}
