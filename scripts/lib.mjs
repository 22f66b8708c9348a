import { spawn, spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

/**
 * `run`, with the output passed through as it comes, keeping (colours stripped) the last lines that say what went
 * wrong (FAIL, an error, an assertion) and the last few lines, so a summary can say why a step failed: CI's reader
 * often sees only the end of a long run.
 */
export function runKeepingTail(command, args, options = {}) {
  // `output`: where the step's lines go instead of this process's stdout and stderr (a buffer, for a step run beside others).
  const { output, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...spawnOptions,
      env: { ...process.env, ...options.env },
    });
    const flagged = [];
    const last = [];
    let partial = '';
    const keepLine = (line) => {
      if (line.trim() === '') return;
      if (/\bFAIL\b|Error\b|\bexpected\b|×|✗/.test(line)) flagged.push(line.slice(0, 300));
      last.push(line.slice(0, 300));
      if (flagged.length > 10) flagged.shift();
      if (last.length > 4) last.shift();
    };
    const take = (chunk, out) => {
      out.write(chunk);
      const parts = (partial + stripVTControlCharacters(chunk.toString())).split('\n');
      partial = parts.pop();
      parts.forEach(keepLine);
    };
    child.stdout.on('data', (chunk) => take(chunk, output ?? process.stdout));
    child.stderr.on('data', (chunk) => take(chunk, output ?? process.stderr));
    child.on('close', (code) => {
      keepLine(partial);
      const rest = last.filter((line) => !flagged.includes(line));
      resolve({ status: code ?? 1, tail: flagged.length > 0 ? [...flagged, '...', ...rest] : rest });
    });
  });
}

/** Newest modification time under a folder, skipping what builds and installs write. */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      entry.name === 'node_modules' ||
      entry.name === 'dist' ||
      entry.name === 'dist-ssr' ||
      entry.name.startsWith('.')
    )
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** npm install when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) throw new Error('npm ci failed');
}

/** Builds contract, API and web app when a build is missing or older than its sources. */
export function ensureBuilt() {
  const outputs = [
    ['packages/contract', 'packages/contract/dist/format.js'],
    ['apps/api', 'apps/api/dist/server.js'],
    ['apps/web', 'apps/web/dist/index.html'],
    // The web app's server entry, which renders the public pages (docs/decisions/0017).
    ['apps/web', 'apps/web/dist-ssr/entry-server.js'],
  ];
  const stale = outputs.some(([src, out]) => {
    const file = path.join(ROOT, out);
    return !existsSync(file) || statSync(file).mtimeMs < newestMtime(path.join(ROOT, src));
  });
  if (!stale) return;
  console.log('Building (contract, API, web app)...');
  if (run('npm', ['run', 'build']) !== 0) throw new Error('build failed');
}
