// @ts-check
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './index.mjs';

/** The lines of the shipped config a test on one machine must set its own way. */
const SWAPPED =
  /^(denied-peer-ip=127\.|cert=|pkey=|tls-listening-port=|log-file=|listening-port=|min-port=|max-port=|static-auth-secret=)/;

/**
 * coturn from Debian with deploy/coturn/turnserver.conf as docs/deploy.md installs it, changed only where a test on
 * one machine must differ: its own ports and secret, loopback addresses (both browsers are here, so loopback peers
 * are let through), no TLS certificate, the log on stdout.
 * @param {number} port
 * @param {string} secret
 * @returns {Promise<import('./coturn.d.mts').Relay>}
 */
export async function startCoturn(port, secret) {
  // Relay ports follow from the listening port, so two relays on one machine do not share a range.
  const relayPort = 49_300 + (port % 600);
  const shipped = readFileSync(path.join(ROOT, 'deploy/coturn/turnserver.conf'), 'utf8');
  const config = [
    ...shipped.split('\n').filter((line) => !SWAPPED.test(line)),
    `listening-port=${port}`,
    `min-port=${relayPort}`,
    `max-port=${relayPort + 40}`,
    `static-auth-secret=${secret}`,
    'listening-ip=127.0.0.1',
    'relay-ip=127.0.0.1',
    'allow-loopback-peers',
    'no-tls',
    'no-dtls',
    'log-file=stdout',
  ].join('\n');
  const dir = mkdtempSync(path.join(tmpdir(), 'coturn-'));
  const configFile = path.join(dir, 'turnserver.conf');
  writeFileSync(configFile, config);
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;

  const start = async () => {
    const started = spawn('turnserver', ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    let output = '';
    started.stdout.on('data', (chunk) => (output += String(chunk)));
    started.stderr.on('data', (chunk) => (output += String(chunk)));
    const deadline = Date.now() + 10_000;
    while (!/Total General servers/i.test(output)) {
      if (started.exitCode !== null || Date.now() > deadline) throw new Error(`coturn did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    env: { TURN_URLS: `turn:127.0.0.1:${port}?transport=udp`, TURN_SECRET: secret },
    kill,
    start,
    dispose: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
