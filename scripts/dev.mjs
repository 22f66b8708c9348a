import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, ROOT } from './lib.mjs';

/**
 * `npm run dev`: the API restarted by tsx on every change to its sources (or the contract's), and Vite's development
 * server for the web app, reloading the page as files change, in one terminal. Vite proxies /api to the API on port
 * 3000 (apps/web/vite.config.ts), so the app is opened on Vite's port. The API uses the store `npm start` uses
 * (DATA_DIR, `data` by default) and seeds the demo data the same way when it is empty. Both run from their TypeScript
 * sources (the `source` export condition): nothing is built. Ctrl-C stops both.
 */
const API_PORT = 3000;
const WEB_PORT = 5173;
const WEB_URL = `http://localhost:${WEB_PORT}`;
// The API takes up to 10 s to finish its requests and close the database (apps/api/src/server.ts).
const STOP_GRACE_MS = 12_000;

/** The path of a package's command, run with this node (as npm would, without a shell). */
function bin(pkg, name = pkg) {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const { bin: bins } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bins === 'string' ? bins : bins[name]);
}

ensureInstalled();

const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const children = [];

/**
 * Starts a child whose every output line is prefixed with its name, so two logs share one terminal legibly. It leads
 * a process group of its own, so Ctrl-C reaches it once, from here, and the group can be ended as a whole.
 */
function start(name, args, options) {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
    env: { ...process.env, ...colour, ...options.env },
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let partial = '';
    from.on('data', (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop();
      for (const line of lines) to.write(`[${name}] ${line}\n`);
    });
    from.on('end', () => partial && to.write(`[${name}] ${partial}\n`));
  }
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  children.push(child);
  return child;
}

const api = start(
  'api',
  [bin('tsx'), 'watch', '--clear-screen=false', '--conditions=source', 'apps/api/src/server.ts'],
  {
    cwd: ROOT,
    env: {
      PORT: String(API_PORT),
      DATA_DIR: process.env.DATA_DIR ?? 'data',
      // Links the API writes (password reset mails, payment pages, the board) lead to the page being developed.
      PUBLIC_URL: process.env.PUBLIC_URL ?? WEB_URL,
    },
  },
);
const web = start('web', [bin('vite'), '--port', String(WEB_PORT), '--strictPort'], {
  cwd: path.join(ROOT, 'apps/web'),
  env: {},
});

console.log(
  `\n  Development: open ${WEB_URL} (the web app, reloaded on save; /api goes to the API on :${API_PORT},` +
    ` restarted on save). Ctrl-C stops both.\n`,
);

const endGroups = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // That group has already gone.
    }
  }
};

let stopping;
/** Asks both to stop (tsx waits for the API to close), then ends whatever is left of either process group. */
function stopAll(code) {
  stopping ??= (async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(endGroups, STOP_GRACE_MS);
    await Promise.all(children.map((child) => child.exited));
    clearTimeout(timer);
    // tsx's and Vite's own children (the API server, esbuild) have gone with them; anything left is ended.
    endGroups();
    process.exit(code);
  })();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
// One of them ending on its own (Vite's port taken, tsx failing to start) ends the session: half of it is no use.
for (const child of [api, web]) child.exited.then((code) => stopAll(code || 1));
