import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import { ROOT, startApp } from '../lib/app.mjs';

const DIST = path.join(ROOT, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
/** What a browser sends (Chromium adds deflate and zstd, which the server does not use). */
const ACCEPT_ENCODING = 'br, gzip';
/** The performance target for a first visit to `/`. */
const HOME_JS_TARGET_KB = 100;

/**
 * The routes, and the modules the router loads for each when the browser renders the page itself (not server-rendered;
 * apps/web/src/app/router.tsx): a server-rendered page names its chunks in its HTML.
 */
const LAYOUT = 'src/app/layouts/main-layout.tsx';
const ROUTES = [
  ['/', [LAYOUT, 'src/app/routes/home.tsx']],
  ['/consultants', [LAYOUT, 'src/app/routes/consultants.tsx']],
  ['/doctor-profile/:id', [LAYOUT, 'src/app/routes/doctor-profile.tsx']],
  ['/make-appointment/:id', ['src/app/layouts/main-layout.tsx', 'src/app/routes/make-appointment.tsx']],
  ['/patient/', ['src/app/layouts/main-layout.tsx', 'src/app/routes/patient-appointments.tsx']],
  ['/attendant/', ['src/app/layouts/main-layout.tsx', 'src/app/routes/attendant-appointments.tsx']],
];

/** GET `url` as a browser would; the body's bytes as they crossed the wire (not decompressed). */
function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            encoding: response.headers['content-encoding'] ?? 'identity',
            bytes: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

/** The scripts and stylesheets a page's HTML names: the entry, its modulepreloads, the page's chunks, its CSS. */
function linkedFiles(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>|<link\b[^>]*>/g)) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) js.add(attr(tag, 'src'));
    if (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload') js.add(attr(tag, 'href'));
    if (tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet') css.add(attr(tag, 'href'));
  }
  return { js, css };
}

/** Adds what `modules` need when the router loads them: their chunks, static imports and stylesheets. */
function addModules(manifest, modules, files) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.js.add(`/${manifest[key].file}`);
    for (const css of manifest[key].css ?? []) files.css.add(`/${css}`);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const module of modules) {
    if (!manifest[module])
      throw new Error(`${module} is not in the Vite manifest: update bench/scenarios/web-bundle.mjs ROUTES`);
    visit(module);
  }
}

async function onTheWire(app, files) {
  let bytes = 0;
  const encodings = new Set();
  for (const file of files) {
    const answer = await get(`${app.url}${file}`);
    if (answer.status !== 200) throw new Error(`${file}: ${answer.status}`);
    bytes += answer.bytes.length;
    encodings.add(answer.encoding);
  }
  return { bytes, encodings };
}

/**
 * What Chromium itself receives on a first visit to `/` on Lighthouse's phone screen (412x823), before any scroll:
 * every response by type, its body bytes on the wire (CDP's `encodedDataLength` less the response headers) and the
 * headers apart. The service worker is blocked here, since it downloads the whole app once the page has loaded; its
 * precache is reported on its own line.
 */
async function chromiumFirstVisit(app) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
      responses.set(requestId, { type, headers: response.encodedDataLength }),
    );
    const totals = new Map();
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const { type = 'Other', headers = 0 } = responses.get(requestId) ?? {};
      const total = totals.get(type) ?? { body: 0, headers: 0, count: 0 };
      totals.set(type, {
        body: total.body + encodedDataLength - headers,
        headers: total.headers + headers,
        count: total.count + 1,
      });
    });
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    await context.close();
    return totals;
  } finally {
    await browser.close();
  }
}

/** The service worker's precache: every file it downloads after a first visit, compressed as the server sends it. */
async function precache(app) {
  if (!existsSync(path.join(DIST, 'sw.js'))) return { files: 0, bytes: 0 };
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((match) => `/${match[1].replace(/^\//, '')}`);
  const { bytes } = await onTheWire(
    app,
    urls.filter((url) => url !== '/index.html'),
  );
  return { files: urls.length, bytes };
}

/**
 * (d) Bytes on the wire: per route, the HTML, JavaScript and CSS a first visit receives with `accept-encoding: br,
 * gzip` from the built app (precompressed files, pages rendered by the server), then Chromium's own count for `/`.
 */
export default async function webBundle(results) {
  if (!existsSync(MANIFEST)) {
    console.log('web bundle: skipped: apps/web/dist/.vite/manifest.json is missing; run `npm run build` first.\n');
    return;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-bench-web-'));
  const app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
  try {
    const [doctor] = (await (await fetch(`${app.api}/doctors/consultants?limit=1`)).json()).data;
    console.log(`web: what a first visit receives over the wire (accept-encoding: ${ACCEPT_ENCODING})`);
    for (const [route, clientModules] of ROUTES) {
      const url = route.replace(':id', doctor._id);
      const page = await get(`${app.url}${url}`);
      // fetch() decompresses: the HTML to read the page's links from.
      const html = await (await fetch(`${app.url}${url}`)).text();
      const rendered = html.includes('id="server-page"');
      const files = linkedFiles(html);
      if (!rendered) addModules(manifest, clientModules, files);
      const js = await onTheWire(app, files.js);
      const css = await onTheWire(app, files.css);
      const row = {
        route,
        rendered: rendered ? 'server' : 'browser',
        htmlKb: kb(page.bytes.length),
        jsKb: kb(js.bytes),
        jsFiles: files.js.size,
        // The same files as they lie in dist/, uncompressed: what a server without compression would send.
        jsRawKb: kb([...files.js].reduce((sum, file) => sum + statSync(path.join(DIST, file)).size, 0)),
        cssKb: kb(css.bytes),
        encodings: [...new Set([page.encoding, ...js.encodings, ...css.encodings])].join('+'),
      };
      const target =
        route === '/'
          ? `   (target <= ${HOME_JS_TARGET_KB} KB: ${row.jsKb <= HOME_JS_TARGET_KB ? 'met' : 'missed'})`
          : '';
      console.log(
        `  ${route.padEnd(22)} HTML ${String(row.htmlKb).padStart(5)} KB (${row.rendered.padEnd(7)})  JS ${String(row.jsKb).padStart(6)} KB in ${String(row.jsFiles).padStart(2)} files  CSS ${String(row.cssKb).padStart(5)} KB  [${row.encodings}]${target}`,
      );
      results.web.push(row);
    }
    const sw = await precache(app);
    if (sw.files === 0) console.log('  no service worker in this build');
    else
      console.log(
        `  service worker precache, downloaded once after the first visit: ${sw.files} files, ${kb(sw.bytes)} KB`,
      );
    results.web.push({ route: 'service worker precache', files: sw.files, kb: kb(sw.bytes) });
    if (existsSync(CHROMIUM_PATH)) {
      const totals = await chromiumFirstVisit(app);
      const line = [...totals]
        .sort((a, b) => b[1].body - a[1].body)
        .map(([type, t]) => `${type} ${kb(t.body)} KB/${t.count}`)
        .join(', ');
      const script = totals.get('Script') ?? { body: 0, headers: 0, count: 0 };
      const headers = [...totals.values()].reduce((sum, t) => sum + t.headers, 0);
      console.log(
        `  Chromium, first visit to / (412x823, service worker blocked), bodies: ${line}; headers ${kb(headers)} KB`,
      );
      console.log(
        `    JavaScript received: ${kb(script.body)} KB in ${script.count} responses, plus ${kb(script.headers)} KB of headers ` +
          `(target <= ${HOME_JS_TARGET_KB} KB: ${kb(script.body) <= HOME_JS_TARGET_KB ? 'met' : 'missed'})`,
      );
      results.web.push({
        route: '/ (Chromium)',
        ...Object.fromEntries([...totals].map(([type, t]) => [type, { kb: kb(t.body), responses: t.count }])),
        headersKb: kb(headers),
      });
    }
    console.log('');
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
