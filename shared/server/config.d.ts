import type { ServerName } from './settings.js';

type Env = Record<string, string | undefined>;
export type { ServerName };
export { REMOTE_NAMES } from '../apps';
export type Ports = Record<ServerName, number>;

export const DEFAULT_PORTS: Readonly<Ports>;
export function portOf(name: ServerName, env?: Env): number;
export function portsFromEnv(env?: Env): Ports;
export function portsFromBase(base: number): Ports;
export function portVariables(ports: Partial<Ports>): Record<string, string>;
export function appBaseUrl(name: ServerName, env?: Env): string;
export function runtimeConfigFromEnv(env?: Env): { apiBaseUrl: string; remotes: Record<string, string>; loaderMs: number; siteUrl: string };

export interface RenderingServerSettings {
  /** Processes serving pages on its port (`SSR_WORKERS`): one per CPU unless set. */
  workers: number;
  /** How long a page waits for the content API (`SSR_API_TIMEOUT_MS`); what has not arrived is fetched by the browser. */
  apiTimeoutMs: number;
  /** How long a page waits for a remote's server build (`SSR_REMOTE_TIMEOUT_MS`) before leaving its sections to the browser. */
  remoteTimeoutMs: number;
  /** How long a failed remote is left to the browser before the server tries it again (`SSR_REMOTE_RETRY_MS`). */
  remoteRetryMs: number;
  /** How often the content version is asked for (`SSR_CONTENT_POLL_MS`); kept pages are dropped when it changes. */
  contentPollMs: number;
  /** Enables `POST /__admin/reload-remotes` (`SSR_ADMIN_TOKEN`); unset, the endpoint does not exist. */
  adminToken: string | undefined;
}
export function renderingServerSettings(env?: Env): RenderingServerSettings;
