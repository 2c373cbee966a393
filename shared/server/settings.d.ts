import type { AppName } from '../apps';

type Env = Record<string, string | undefined>;
/** Every server of the stack: the apps (shared/apps.ts) and the others (settings.js). */
export type ServerName = AppName | 'api' | 'partner' | 'mail' | 'mailbox';

/** A setting's declaration: JSON Schema plus what the docs and the refusals use (settings.js). */
export interface Setting {
  type: 'integer' | 'string';
  description: string;
  group: 'site' | 'api' | 'scripts';
  default?: number | string;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  expects?: string;
  unit?: string;
  defaultText?: string;
  trim?: false;
}

export const DEFAULT_SERVER_TIMEOUTS: Readonly<{ headersMs: number; requestMs: number; keepAliveMs: number; idleMs: number }>;
export const DEFAULT_PORTS: Readonly<Record<ServerName, number>>;
export const BASE_OFFSETS: Readonly<Record<ServerName, number>>;
export const SETTINGS: Readonly<Record<string, Setting>>;
export function expectation(name: string): string;
/** The settings `names` from `env` (default process.env), typed by their schema, with their defaults. */
export function readSettings(names: readonly string[], env?: Env): Record<string, unknown>;
/** One setting: `T` is what its schema makes of it (number for integers, string otherwise); undefined when unset without a default. */
export function readSetting<T extends number | string | undefined = number | string | undefined>(name: string, env?: Env): T;
