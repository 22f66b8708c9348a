import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');

/** A secret of 64 hex characters, shared by every API process of a test so tokens minted here are accepted. */
export const JWT_SECRET = 'system-tests-secret-0123456789abcdef0123456789abcdef0123456789ab';

/** Throttling is not what these files test: every limit raised far above the load they send. */
export const GENEROUS_RATE_LIMITS = {
  RATE_LOGIN_PER_IP: '100000',
  RATE_LOGIN_FAILURES_PER_ACCOUNT: '100000',
  RATE_PUBLIC_FORM_PER_IP: '100000',
  RATE_FORGET_PER_IP: '100000',
  RATE_FORGET_PER_EMAIL: '100000',
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ApiProcess = {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGKILL: no shutdown hook, no flush, no goodbye. Resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM and wait: the graceful shutdown `npm start` gets on Ctrl-C. Resolves with the exit code. */
  stop(): Promise<number | null>;
};

export type StartOptions = {
  name: string;
  port?: number;
  env: Record<string, string>;
  /** How long start-up (migrations, PGlite recovery) may take. */
  timeoutMs?: number;
};

/**
 * Starts the BUILT API (`node apps/api/dist/server.js`), exactly what `npm start` runs, and waits for
 * `/api/v1/health`. Fails with the process's own output when it exits or never becomes healthy.
 */
export async function startApi(options: StartOptions): Promise<ApiProcess> {
  if (!existsSync(SERVER)) throw new Error('The API is not built: run `npm run build` first (npm test does it).');
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      SEED_DEMO: 'false',
      ...GENEROUS_RATE_LIMITS,
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (gone()) throw new Error(`API ${options.name} exited during start-up (code ${child.exitCode}, signal ${child.signalCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API ${options.name} did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    name: options.name,
    url,
    port,
    child,
    output: () => output,
    async kill9() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM');
      await exited;
      return child.exitCode;
    },
  };
}
