type Env = Record<string, string | undefined>;
export type ServerName = 'shell' | 'catalogue' | 'company' | 'contact' | 'api' | 'partner';
export type Ports = Record<ServerName, number>;

export const DEFAULT_PORTS: Readonly<Ports>;
export const REMOTE_NAMES: readonly ['catalogue', 'company', 'contact'];
export function readPort(env: Env, variable: string, fallback: number): number;
export function portOf(name: ServerName, env?: Env): number;
export function portsFromEnv(env?: Env): Ports;
export function portsFromBase(base: number): Ports;
export function portVariables(ports: Partial<Ports>): Record<string, string>;
export function appBaseUrl(name: ServerName, env?: Env): string;
export function runtimeConfigFromEnv(env?: Env): { apiBaseUrl: string; remotes: Record<string, string>; loaderMs: number; siteUrl: string };

export interface RenderingServerSettings {
  workers: number;
  apiTimeoutMs: number;
  remoteTimeoutMs: number;
  remoteRetryMs: number;
  contentPollMs: number;
  adminToken: string | undefined;
}
export function renderingServerSettings(env?: Env): RenderingServerSettings;
