import { createContext, useContext } from 'react';
import { getRuntimeConfig } from './runtimeConfig';

/** A subtree whose content comes from another API host than the configured one (a widget's `api-base`). */
export const ApiBaseUrlContext = createContext<string | null>(null);

/** The API origin this part of the page reads from: the nearest override, else the runtime config's. */
export function useApiBaseUrl(): string {
  return useContext(ApiBaseUrlContext) ?? getRuntimeConfig().apiBaseUrl;
}
