import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, ROOT } from './lib.mjs';

/**
 * Runs an API command-line tool (`seed`, `user-create`) from the repository root, so DATA_DIR means the same
 * folder as for `npm start`, after installing and building what is missing.
 */
const [tool, ...args] = process.argv.slice(2);
ensureInstalled();
ensureBuilt();
const result = spawnSync(process.execPath, [`apps/api/dist/cli/${tool}.js`, ...args], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? 'data' },
});
process.exit(result.status ?? 1);
