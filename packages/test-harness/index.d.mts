import type { ChildProcess } from 'node:child_process';
import type pg from 'pg';

export const ROOT: string;
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
/** CHROMIUM_ARGS with a fake camera and microphone and loopback peer connections, for consultation calls. */
export const CALL_CHROMIUM_ARGS: string[];
export const GENEROUS_RATE_LIMITS: Record<string, string>;

export function freePort(): Promise<number>;

export type StartOptions = {
  /** Names the process in errors. */
  name: string;
  port?: number;
  env?: Record<string, string>;
  /** How long start-up (migrations, PGlite recovery) may take; 90 s unless given. */
  timeoutMs?: number;
  /** Where the process's stdout and stderr go (a file it writes directly); piped into `output()` otherwise. */
  logFile?: string;
};

export type ApiProcess = {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (read back from `logFile` when given). */
  output(): string;
  /** SIGKILL: no shutdown hook, no flush, no goodbye. Resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM and wait: the graceful shutdown `npm start` gets on Ctrl-C. Resolves with the exit code. */
  stop(): Promise<number | null>;
};

export function startBuiltApi(options: StartOptions): Promise<ApiProcess>;

export type FreshDatabase = { url: string; name: string; client: pg.Client; drop(): Promise<void> };

export function createFreshDatabase(serverUrl: string, label: string): Promise<FreshDatabase>;
