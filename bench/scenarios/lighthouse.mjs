import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import { startApp } from '../lib/app.mjs';

const CHROMIUM = CHROMIUM_PATH;
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * A Chromium profile that is logged in as the demo patient: the web app keeps its session in localStorage
 * under `auth`, so the profile's storage is written once (playwright-core drives Chromium for that only) and
 * Lighthouse then runs in that profile with its storage reset turned off.
 */
async function loggedInProfile(app) {
  const login = await fetch(`${app.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'patient@demo.test', password: 'Demo@1234' }),
  });
  const token = (await login.json()).data.accessToken;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-chromium-profile-'));
  const { chromium } = await import('playwright-core');
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== '--headless=new') });
  const page = await context.newPage();
  await page.goto(`${app.url}/terms-and-condition`);
  await page.evaluate((t) => localStorage.setItem('auth', JSON.stringify({ user: null, token: t })), token);
  await context.close();
  return dir;
}

async function audit(url, userDataDir) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, userDataDir: userDataDir ?? false });
  try {
    // The default config is the mobile one: Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbps) and 4x CPU slowdown.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: Boolean(userDataDir) });
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue;
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(metric('largest-contentful-paint') ?? 0),
      cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
      tbtMs: Math.round(metric('total-blocking-time') ?? 0),
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * (e) Lighthouse 12.8 (mobile, simulated slow 4G and 4x CPU) against the built app on PGlite demo data: the
 * home page, the public consultant list, and, logged in as the demo patient, a doctor profile and the
 * booking page (both are behind login in the spec).
 */
export default async function lighthouseScenario(results) {
  if (!existsSync(CHROMIUM)) {
    console.log(`lighthouse: skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH).\n`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-bench-lh-'));
  const app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
  let profile;
  try {
    const doctors = (await (await fetch(`${app.api}/doctors/consultants?limit=0&searchTerm=Tanvir`)).json()).data;
    const doctorId = doctors[0]._id;
    profile = await loggedInProfile(app);
    const pages = [
      ['home', '/', undefined],
      ['consultants', '/consultants', undefined],
      ['doctor profile (logged in)', `/doctor-profile/${doctorId}`, profile],
      ['booking page (logged in)', `/make-appointment/${doctorId}`, profile],
    ];
    console.log('lighthouse 12.8, mobile, simulated slow 4G + 4x CPU');
    for (const [name, route, dir] of pages) {
      const r = await audit(`${app.url}${route}`, dir);
      const landed = new URL(r.finalUrl).pathname;
      console.log(
        `  ${name.padEnd(27)} perf ${r.performance}  a11y ${r.accessibility}  best ${r.bestPractices}  seo ${r.seo}  ` +
          `LCP ${r.lcpMs} ms  CLS ${r.cls}  TBT ${r.tbtMs} ms${landed !== route ? `  (landed on ${landed})` : ''}${r.runtimeError ? `  error: ${r.runtimeError}` : ''}`,
      );
      results.lighthouse.push({ page: name, route, ...r });
    }
    console.log('');
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
}
