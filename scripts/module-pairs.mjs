import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run lint:cycles`, its module half: no two API modules (apps/api/src/modules/<name>/) import each other, by
 * any of their files outside tests. dpdm finds cycles between files; this finds them between modules, where a file
 * cycle is absent but the modules are still tangled (A's service uses B's, and B's routes use A's). Prints each
 * module's imports of other modules and fails with the pairs that go both ways.
 */
const MODULES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/src/modules');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/g;
const isTestFile = (file) => /\.test\.ts$|-testing\.ts$|\/test(ing)?\//.test(file);

function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return entry.name.endsWith('.ts') && !isTestFile(full) ? [full] : [];
  });
}

const uses = new Map();
for (const module of readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory())) {
  const used = new Set();
  for (const file of filesOf(path.join(MODULES, module.name))) {
    for (const [, source] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.relative(MODULES, path.resolve(path.dirname(file), source)).split(path.sep);
      if (target[0] !== '..' && target.length > 1 && target[0] !== module.name) used.add(target[0]);
    }
  }
  uses.set(module.name, used);
}

const tangled = [];
for (const [module, used] of uses) {
  for (const other of used) if (module < other && uses.get(other)?.has(module)) tangled.push(`${module} <-> ${other}`);
}
if (tangled.length > 0) {
  console.error(`API modules that import each other (one of each pair must stop):\n  ${tangled.join('\n  ')}`);
  process.exit(1);
}
console.log(`API modules: ${uses.size}, none importing each other.`);
