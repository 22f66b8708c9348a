import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, ROOT } from './lib.mjs';

/**
 * `npm start`: installs what is missing, builds what is stale, then runs the API, which migrates, seeds the
 * demo data on an empty database and serves the app on http://localhost:3000 (PORT and DATA_DIR honoured).
 */
ensureInstalled();
ensureBuilt();
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? 'data' },
});
// Signals go to the server so it can finish requests and close the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
