import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/app.mjs';

const DIST = path.join(ROOT, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

/** The lazy modules the router loads for each route (apps/web/src/app/router.tsx): the layout and the page. */
export const ROUTES = [
  ['/', ['src/app/layouts/main-layout.tsx', 'src/app/routes/home.tsx']],
  ['/consultants', ['src/app/layouts/main-layout.tsx', 'src/app/routes/consultants.tsx']],
  ['/doctor-profile/:id', ['src/app/layouts/main-layout.tsx', 'src/app/routes/doctor-profile.tsx']],
  ['/make-appointment/:id', ['src/app/layouts/main-layout.tsx', 'src/app/routes/make-appointment.tsx']],
  ['/patient/', ['src/app/layouts/main-layout.tsx', 'src/app/routes/patient-appointments.tsx']],
  ['/attendant/', ['src/app/layouts/main-layout.tsx', 'src/app/routes/attendant-appointments.tsx']],
];

const gzipped = new Map();
function gzipKb(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gzipped.get(file);
}

/**
 * (d) Per route, the JavaScript a first visit downloads before the page can render: the entry chunk, the
 * route's lazy layout and page chunks, and everything they import statically (from Vite's manifest),
 * gzipped at level 9, plus the CSS. Dynamic imports a page makes later (carousel, dialogs) are not counted.
 */
export default async function webBundle(results) {
  if (!existsSync(MANIFEST)) {
    console.log('web bundle: skipped: apps/web/dist/.vite/manifest.json is missing; run `npm run build` first.\n');
    return;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest: update bench/scenarios/web-bundle.mjs ROUTES`);
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key]);
  };
  console.log('web: JavaScript (and CSS) a first visit to each route downloads, gzip -9');
  for (const [route, lazy] of ROUTES) {
    const chunks = closure(['index.html', ...lazy]);
    const js = chunks.reduce((sum, c) => sum + gzipKb(c.file), 0);
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].reduce((sum, f) => sum + gzipKb(f), 0);
    const row = { route, jsKb: Number((js / 1024).toFixed(1)), cssKb: Number((css / 1024).toFixed(1)), files: chunks.length };
    console.log(`  ${route.padEnd(22)} JS ${String(row.jsKb).padStart(6)} KB in ${String(row.files).padStart(2)} files   CSS ${row.cssKb} KB`);
    results.web.push(row);
  }
  console.log('');
}
