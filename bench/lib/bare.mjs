import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './app.mjs';

/**
 * bench/bare-server.mjs answering every request with `response` (a `rawGet` answer): the same body bytes, content
 * type and content encoding, and no other header (the app's security headers, ETag and the like are its own cost).
 * Answers its URL and `stop()`.
 */
export async function startBare(response) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  const bodyFile = path.join(dir, 'body');
  writeFileSync(bodyFile, response.body);
  const headers = {};
  for (const name of ['content-type', 'content-encoding']) {
    if (response.headers[name]) headers[name] = response.headers[name];
  }
  const port = await freePort();
  const child = fork(path.join(ROOT, 'bench/bare-server.mjs'), [String(port), bodyFile, JSON.stringify(headers)], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
