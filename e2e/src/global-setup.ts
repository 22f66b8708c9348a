import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { freePort } from '@hospital/test-harness';

export const E2E_HOTLINE = '09612345678';

/** The server's log of the whole browser run; `npm test` scans it next (e2e/scan-server-log.mjs). */
export const SERVER_LOG = fileURLToPath(new URL('../../.e2e-artifacts/server-log.jsonl', import.meta.url));

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * Starts the built app exactly as `npm start` runs it (fresh PGlite data dir, demo data seeded), so the
 * journeys exercise the real API and the real bundle.
 */
export default async function setup(project: TestProject) {
  const server = path.join(ROOT, 'apps/api/dist/server.js');
  if (!existsSync(server) || !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm test does it).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // Every request is logged, so the teardown can prove the logs of a whole browser run hold no personal data.
      LOG_LEVEL: 'info',
      // Not the default, so a test can see the server's setting reach the page without a rebuild.
      HOSPITAL_HOTLINE: E2E_HOTLINE,
      DATABASE_URL: '',
      RATE_LOGIN_PER_IP: '10000',
      RATE_LOGIN_FAILURES_PER_ACCOUNT: '1000',
      RATE_LOGIN_FAILURES_ACCOUNT_CEILING: '100000',
      RATE_PUBLIC_FORM_PER_IP: '1000',
      RATE_FORGET_PER_IP: '1000',
      RATE_FORGET_PER_EMAIL: '1000',
      RATE_RESET_PER_IP: '1000',
      RATE_RESET_PER_EMAIL: '1000',
      // Every journey's account proves its number with a code, several on one number (PATIENT_CONTACT).
      RATE_PHONE_CODE_INTERVAL_SECONDS: '1',
      RATE_PHONE_CODES_PER_NUMBER_PER_DAY: '1000',
      RATE_PHONE_CODES_PER_IP_PER_DAY: '10000',
      SMS_MAX_PER_NUMBER_PER_DAY: '1000',
    },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app did not become healthy in 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    // Only the JSON log lines: the start-up banner prints the demo accounts on purpose (README).
    const logLines = output.split('\n').filter((line) => line.startsWith('{'));
    mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
    writeFileSync(SERVER_LOG, `${logLines.join('\n')}\n`);
  };
}
