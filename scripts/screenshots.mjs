#!/usr/bin/env node
/**
 * The look pass (docs: README "Looking at every screen"): every screen of the product, as each role meets it, in
 * English and in Bangla, 320, 360 and 1366 px wide, saved as full-page screenshots under
 * `.e2e-artifacts/screens/<language>/<width>/<name>.png`, with contact sheets of the page tops
 * (`.e2e-artifacts/screens/sheet-<language>-<width>-<n>.png`) for a person to look at. Beside the pictures it prints, per page, what a machine can see is wrong: sideways scroll, text cut by its box,
 * and tap targets under 44 px. It asserts nothing (the e2e suite does); it is a tool for looking.
 *
 *   npm run build && npm run screens -- [--only <name-substring>] [--widths 320,360] [--languages bn]
 *
 * Runs the built app on a fresh embedded store with the demo data, like `npm start`.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH, GENEROUS_RATE_LIMITS, ROOT, startBuiltApi } from '@hospital/test-harness';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    widths: { type: 'string', default: '320,360,1366' },
    languages: { type: 'string', default: 'en,bn' },
  },
});
const WIDTHS = values.widths.split(',').map(Number);
const LANGUAGES = values.languages.split(',');
const OUT = path.join(ROOT, '.e2e-artifacts', 'screens');
const PASSWORD = 'Demo@1234';

const dataDir = mkdtempSync(path.join(tmpdir(), 'screens-'));
const app = await startBuiltApi({
  name: 'screens',
  env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', ...GENEROUS_RATE_LIMITS },
  timeoutMs: 180_000,
});
const api = async (pathname, init = {}) => {
  const { token, ...rest } = init;
  const response = await fetch(`${app.url}/api/v1${pathname}`, {
    ...rest,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...rest.headers },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${body.message}`);
  return body.data;
};
const tokenOf = async (email) =>
  (await api('/auth/login', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) })).accessToken;

// What the screens need to show something: a doctor, a board link, the patient's own booking.
const doctors = await api('/doctors/consultants?limit=0');
const doctor = doctors.find((d) => d.availableDates?.length) ?? doctors[0];
const adminToken = await tokenOf('admin@demo.test');
const board = await api('/boards', {
  method: 'POST',
  token: adminToken,
  body: JSON.stringify({ label: 'Ground floor', doctorIds: doctors.slice(0, 2).map((d) => d._id) }),
});

const SCREENS = [
  ...[
    '/',
    '/consultants',
    `/doctor-profile/${doctor._id}`,
    '/request-callback',
    '/received_callback',
    '/received_emergency_slot_request',
    '/terms-and-condition',
    '/refund-policy',
    '/privacy-policy',
    '/social-frame',
    '/auth/reset-password?email=a%40example.com&token=abcdef123456',
    '/no-such-page',
    `/board/${board.token}`,
  ].map((p) => ({ as: undefined, path: p })),
  ...[
    '/patient/',
    `/make-appointment/${doctor._id}`,
    '/patient/add-family-members',
    '/patient/prescription',
    '/patient/current-offers',
  ].map((p) => ({ as: 'patient@demo.test', path: p })),
  ...['/attendant/', '/attendant/callback-requests', '/admin/manage-slot-request'].map((p) => ({
    as: 'attendant@demo.test',
    path: p,
  })),
  ...['/doctor/', '/doctor/leave'].map((p) => ({ as: 'doctor@demo.test', path: p })),
  ...[
    '/admin/doctors',
    `/admin/doctors/${doctor._id}`,
    '/admin/doctors/new',
    '/admin/staff',
    '/admin/boards',
    '/admin/audit',
    '/account/security',
  ].map((p) => ({ as: 'admin@demo.test', path: p })),
  { as: 'marketer@demo.test', path: '/marketer/' },
  ...['/admin/stations', '/admin/marketing', '/admin/medicines'].map((p) => ({ as: 'admin@demo.test', path: p })),
  ...['/pharmacist/', '/pharmacist/stock', '/pharmacist/alerts', '/pharmacist/cash', '/pharmacist/reports'].map(
    (p) => ({
      as: 'pharmacist@demo.test',
      path: p,
    }),
  ),
  { as: 'deliveryboy@demo.test', path: '/deliveryboy/' },
  // Screens behind a tap (the family-member form, a check-in QR code, the desk's check-in dialog): each `act` opens
  // its part and waits for it to show.
  {
    as: 'patient@demo.test',
    path: '/patient/add-family-members',
    suffix: 'form',
    act: async (page) => {
      await page.getByRole('button', { name: /^(Add a family member|পরিবারের সদস্য যোগ করুন)$/ }).click();
      await page.locator('form').waitFor();
    },
  },
  {
    as: 'patient@demo.test',
    path: '/patient/',
    suffix: 'qr',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^(Show check-in QR code|চেক-ইনের QR কোড দেখুন)$/ })
        .first()
        .click();
      await page.locator('img[data-check-in-code]').first().waitFor();
    },
  },
  {
    as: 'attendant@demo.test',
    path: '/attendant/',
    suffix: 'check-in',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^(Check in|চেক-ইন)$/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      // The camera's hint replaces "Starting the camera…" once the (fake) camera plays.
      await page
        .getByRole('dialog')
        .locator('video')
        .evaluate(
          (video) =>
            new Promise((resolve) =>
              video.readyState >= 2 ? resolve() : video.addEventListener('playing', resolve, { once: true }),
            ),
        );
    },
  },
]
  .map((screen) => ({
    ...screen,
    name: `${screen.as ? screen.as.split('@')[0] : 'guest'}${screen.path
      .split('?')[0]
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/-$/, '')}${screen.suffix ? `-${screen.suffix}` : ''}`,
  }))
  .filter((screen) => !values.only || screen.name.includes(values.only));

/** What a machine can tell is wrong with a page as shown. */
function findings() {
  const problems = [];
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px`);
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // Screen-reader-only text (1 px or clipped away, until focused) is meant to be invisible.
    const hiddenByClip = (node) => {
      for (let at = node; at && at !== document.body; at = at.parentElement) {
        const s = getComputedStyle(at);
        if (s.clipPath === 'inset(50%)' || s.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    return (
      r.width > 2 &&
      r.height > 2 &&
      r.right > 0 &&
      r.bottom > 0 &&
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      !hiddenByClip(el)
    );
  };
  const label = (el) =>
    (el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || el.tagName)
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
  for (const el of document.querySelectorAll('body *')) {
    if (!visible(el) || el.children.length > 0 || !el.textContent.trim()) continue;
    const style = getComputedStyle(el);
    const clips = style.overflow !== 'visible' || style.textOverflow === 'ellipsis' || style.whiteSpace === 'nowrap';
    if (
      clips &&
      (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2) &&
      style.overflowY !== 'auto'
    ) {
      problems.push(`text cut: "${label(el)}"`);
    }
  }
  for (const el of document.querySelectorAll(
    'button, a[href], [role="button"], input:not([type="hidden"]), select, summary',
  )) {
    if (!visible(el)) continue;
    // A link inside a sentence is sized by its text (WCAG 2.5.8's inline exception).
    if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
    const after = getComputedStyle(el, '::after');
    // A button whose ::after covers its positioned card (a "stretched link") is as big as the card.
    const stretched =
      after.content !== 'none' &&
      after.position === 'absolute' &&
      getComputedStyle(el).position === 'static' &&
      el.offsetParent;
    // A checkbox or radio inside its label is tapped anywhere on the label: the label is the target.
    const label =
      el.tagName === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio') ? el.closest('label') : null;
    const r = (stretched ? el.offsetParent : (label ?? el)).getBoundingClientRect();
    // A tap area grown by an absolutely placed ::after (negative insets) counts as the target.
    const grow = (side) =>
      after.content !== 'none' && after.position === 'absolute' ? Math.max(0, -parseFloat(after[side]) || 0) : 0;
    const height = r.height + grow('top') + grow('bottom');
    const width = r.width + grow('left') + grow('right');
    if (height < 44 || width < 44)
      problems.push(`small target ${Math.round(width)}x${Math.round(height)}: "${label(el)}"`);
  }
  return [...new Set(problems)];
}

/**
 * The first screens of one language and width, six to a sheet (3 x 2, each named), drawn by the browser itself (no
 * ImageMagick needed): `sheet-<language>-<width>-<n>.png`, small enough to look at whole.
 */
async function contactSheets(dir, language, width) {
  const shots = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort();
  const column = 360;
  const page = await browser.newPage({ viewport: { width: 3 * (column + 8) + 8, height: 600 } });
  for (let n = 0; n * 6 < shots.length; n++) {
    const html = `<!doctype html><meta charset="utf-8"><body style="margin:0;font:13px sans-serif;display:grid;grid-template-columns:repeat(3,${column}px);gap:8px;padding:8px">${shots
      .slice(n * 6, n * 6 + 6)
      .map(
        (shot) =>
          `<figure style="margin:0"><img src="${pathToFileURL(path.join(dir, shot))}" style="width:${column}px;border:1px solid #999"><figcaption>${shot}</figcaption></figure>`,
      )
      .join('')}</body>`;
    const sheetFile = path.join(dir, '..', `sheet-${width}.html`);
    writeFileSync(sheetFile, html);
    await page.goto(pathToFileURL(sheetFile).href);
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await page.screenshot({ path: path.join(OUT, `sheet-${language}-${width}-${n + 1}.png`), fullPage: true });
    rmSync(sheetFile);
  }
  await page.close();
}

if (!values.only) rmSync(OUT, { recursive: true, force: true });
// A fake camera (Chromium's test pattern, allowed without asking), so the desk's check-in dialog shows as it scans.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});
const report = [];
try {
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      const dir = path.join(OUT, language, String(width));
      mkdirSync(path.join(dir, 'full'), { recursive: true });
      const contexts = new Map();
      for (const screen of SCREENS) {
        const key = screen.as ?? 'guest';
        if (!contexts.has(key)) {
          const context = await browser.newContext({
            baseURL: app.url,
            viewport: { width, height: width < 1000 ? 740 : 768 },
          });
          await context.addCookies([{ name: 'lang', value: language, url: app.url }]);
          // The session as the app keeps it (localStorage 'auth', docs/product-spec.md §3), and the language.
          const token = screen.as ? await tokenOf(screen.as) : undefined;
          await context.addInitScript(
            ([lang, token]) => {
              localStorage.setItem('language', lang);
              if (token) localStorage.setItem('auth', JSON.stringify({ token }));
            },
            [language, token],
          );
          contexts.set(key, context);
        }
        const page = await contexts.get(key).newPage();
        await page.goto(screen.path);
        await page.waitForFunction(
          () => !document.getElementById('root') || document.documentElement.dataset.appStarted === 'true',
        );
        // Let the screen's data arrive and skeletons go (no fixed number of requests to wait for).
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
        await page
          .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 })
          .catch(() => {});
        if (screen.act) await screen.act(page);
        // The first screen as the phone or desk shows it, and the whole page below it.
        await page.screenshot({ path: path.join(dir, `${screen.name}.png`) });
        await page.screenshot({ path: path.join(dir, 'full', `${screen.name}.png`), fullPage: true });
        const problems = await page.evaluate(findings);
        report.push({ language, width, name: screen.name, problems });
        console.log(
          `${language} ${String(width).padStart(4)} ${screen.name}: ${problems.length ? problems.join('; ') : 'ok'}`,
        );
        await page.close();
      }
      for (const context of contexts.values()) await context.close();
      await contactSheets(dir, language, width);
    }
  }
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
writeFileSync(path.join(OUT, 'findings.json'), JSON.stringify(report, null, 2));
console.log(
  `\n${report.filter((r) => r.problems.length).length} of ${report.length} page views with findings; screenshots in ${path.relative(ROOT, OUT)}/`,
);
