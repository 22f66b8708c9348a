import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import { startApp } from '../lib/app.mjs';

const run = promisify(execFile);
const CHROMIUM = CHROMIUM_PATH;
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const RUNNER = new URL('./lighthouse-runner.mjs', import.meta.url).pathname;

/** Where Node 24 and Lighthouse 13 are kept between runs (outside the project: its own prefix, never its lockfile). */
const TOOLS = process.env.BENCH_TOOLS_DIR ?? path.join(homedir(), '.cache', 'hospital-bench');
const NODE_MAJOR = '24';
const LIGHTHOUSE_RANGE = '13';
const RUNS = 3;
/** Attempts per run before it counts as failed: a trace sometimes comes back without a navigation (NO_NAVSTART). */
const ATTEMPTS = 4;

/** The performance targets for the public pages (mobile, median of 3). */
const TARGETS = { performance: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };

/**
 * Lighthouse's 4x CPU slowdown turns a host in its "high-end desktop" class (benchmarkIndex 1500-2000, docs/throttling.md)
 * into a mid-tier phone; on a slower host it makes a slower phone than that, and Lighthouse adds a warning to the
 * report (below 1000). Its docs ask for a calibrated multiplier there (their table: 2x from a low-end desktop,
 * 1000-1500). This one scales 4x by the host's index over 1500, which is the gentler correction (2.6x at 983 rather
 * than 2x), never below 1x. The figures with 4x stay the ones the targets are judged by; these are printed beside.
 */
const DESIGNED_FOR_INDEX = 1500;
export const calibratedMultiplier = (benchmarkIndex) =>
  Math.max(1, Math.round((40 * benchmarkIndex) / DESIGNED_FOR_INDEX) / 10);

/**
 * Node 24 from the npm registry's node-linux-* package, as .ci/run fetches it (`npm pack` checks the registry's
 * integrity), then Lighthouse 13 and chrome-launcher installed into their own prefix by npm running on that Node.
 */
export async function lighthouseTools() {
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (process.platform !== 'linux' || !arch)
    throw new Error(`no node-linux-* package for ${process.platform}/${process.arch}`);
  const nodeDir = path.join(TOOLS, `node-${NODE_MAJOR}`);
  const node = path.join(nodeDir, 'bin', 'node');
  if (!existsSync(node)) {
    mkdirSync(nodeDir, { recursive: true });
    console.log(`lighthouse: fetching Node ${NODE_MAJOR} (npm pack node-linux-${arch}@${NODE_MAJOR}) into ${nodeDir}`);
    const { stdout } = await run('npm', [
      'pack',
      `node-linux-${arch}@${NODE_MAJOR}`,
      '--pack-destination',
      nodeDir,
      '--silent',
    ]);
    const tarball = path.join(nodeDir, stdout.trim().split('\n').pop());
    await run('tar', ['-xzf', tarball, '-C', nodeDir, '--strip-components=1', 'package/bin/node', 'package/LICENSE']);
    rmSync(tarball);
  }
  const nodeVersion = (await run(node, ['--version'])).stdout.trim();
  if (!nodeVersion.startsWith(`v${NODE_MAJOR}.`)) throw new Error(`${node} is ${nodeVersion}, not Node ${NODE_MAJOR}`);

  const prefix = path.join(TOOLS, `lighthouse-${LIGHTHOUSE_RANGE}`);
  const installed = path.join(prefix, 'node_modules', 'lighthouse', 'package.json');
  if (!existsSync(installed)) {
    mkdirSync(prefix, { recursive: true });
    console.log(`lighthouse: installing lighthouse@${LIGHTHOUSE_RANGE} into ${prefix} (npm on Node ${nodeVersion})`);
    await run(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--no-package-lock',
        `lighthouse@${LIGHTHOUSE_RANGE}`,
        'chrome-launcher@1',
      ],
      {
        env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  }
  const version = JSON.parse(readFileSync(installed, 'utf8')).version;
  if (!version.startsWith(`${LIGHTHOUSE_RANGE}.`))
    throw new Error(`${prefix} holds lighthouse ${version}, not ${LIGHTHOUSE_RANGE}`);
  return { node, nodeVersion, prefix, version };
}

/**
 * A Chromium profile that is logged in as the demo patient: the web app keeps its session in localStorage
 * under `auth`, so the profile's storage is written once (playwright-core drives Chromium for that only, with service
 * workers blocked and its caches emptied after, so the profile holds no copy of the site) and Lighthouse then runs in
 * a copy of it with its storage reset turned off.
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
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: FLAGS.filter((f) => f !== '--headless=new'),
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${app.url}/terms-and-condition`);
  await page.evaluate((t) => localStorage.setItem('auth', JSON.stringify({ user: null, token: t })), token);
  await context.close();
  // Only the session stays: without its caches the profile meets the site as a first visit does, like the guest runs.
  for (const cache of ['Cache', 'Code Cache', 'GPUCache', 'Service Worker'])
    rmSync(path.join(dir, 'Default', cache), { recursive: true, force: true });
  return dir;
}

/** One audit in its own process on Node 24; a fresh profile (or a fresh copy of the signed-in one) every time. */
async function audit(lh, url, profile, cpuSlowdownMultiplier) {
  const userDataDir = profile ? mkdtempSync(path.join(tmpdir(), 'bench-lh-run-')) : undefined;
  if (profile) cpSync(profile, userDataDir, { recursive: true });
  try {
    const args = JSON.stringify({
      prefix: lh.prefix,
      url,
      chromePath: CHROMIUM,
      chromeFlags: FLAGS,
      userDataDir,
      cpuSlowdownMultiplier,
    });
    const { stdout } = await run(lh.node, [RUNNER, args], { maxBuffer: 16 * 1024 * 1024, timeout: 180_000 });
    return JSON.parse(stdout.trim().split('\n').pop());
  } catch (error) {
    return { runtimeError: `RUNNER: ${error.message.split('\n')[0]}` };
  } finally {
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** RUNS valid audits (a failed trace is retried, never averaged in as zeros); undefined if a run kept failing. */
async function medianOfRuns(lh, url, profile, cpuSlowdownMultiplier) {
  const runs = [];
  const errors = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * ATTEMPTS; attempt += 1) {
    const result = await audit(lh, url, profile, cpuSlowdownMultiplier);
    if (result.runtimeError || !result.performance) errors.push(result.runtimeError ?? 'no performance score');
    else runs.push(result);
  }
  if (runs.length < RUNS) return { errors };
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    runs,
    errors,
    finalUrl: runs[0].finalUrl,
    ...Object.fromEntries(
      [
        'performance',
        'accessibility',
        'bestPractices',
        'seo',
        'fcpMs',
        'lcpMs',
        'cls',
        'tbtMs',
        'speedIndexMs',
        'benchmarkIndex',
      ].map((key) => [key, pick(key)]),
    ),
  };
}

function verdict(m) {
  const misses = [];
  if (m.performance < TARGETS.performance) misses.push(`perf < ${TARGETS.performance}`);
  if (m.lcpMs > TARGETS.lcpMs) misses.push(`LCP > ${TARGETS.lcpMs} ms`);
  if (m.cls > TARGETS.cls) misses.push(`CLS > ${TARGETS.cls}`);
  if (m.tbtMs > TARGETS.tbtMs) misses.push(`TBT > ${TARGETS.tbtMs} ms`);
  return misses.length === 0 ? 'targets met' : `missed: ${misses.join(', ')}`;
}

/** One page's median of RUNS audits, printed and kept in `results.lighthouse`; undefined if its traces kept failing. */
async function measurePage(lh, app, { name, route, dir, targeted, cpuSlowdownMultiplier, hostIndex }, results) {
  const m = await medianOfRuns(lh, `${app.url}${route}`, dir, cpuSlowdownMultiplier);
  const retried =
    m.errors.length > 0
      ? `  (retried ${m.errors.length}: ${[...new Set(m.errors.map((e) => e.split(':')[0]))].join(', ')})`
      : '';
  const cpu = cpuSlowdownMultiplier
    ? `${cpuSlowdownMultiplier}x for this host (benchmarkIndex ${hostIndex})`
    : undefined;
  if (!m.runs) {
    console.log(
      `  ${name.padEnd(27)} failed: no ${RUNS} valid traces in ${RUNS * ATTEMPTS} attempts (${m.errors.at(-1)})`,
    );
    results.lighthouse.push({ page: name, route, cpu, failed: m.errors });
    return undefined;
  }
  const landed = new URL(m.finalUrl).pathname;
  const perfRuns = m.runs.map((r) => r.performance).join('/');
  console.log(
    `  ${name.padEnd(27)} perf ${String(m.performance).padStart(3)} (${perfRuns})  a11y ${m.accessibility}  best ${m.bestPractices}  seo ${m.seo}  ` +
      `FCP ${m.fcpMs} ms  LCP ${m.lcpMs} ms  CLS ${m.cls}  TBT ${m.tbtMs} ms  ${targeted ? verdict(m) : '(no target)'}` +
      `${landed !== route ? `  (landed on ${landed})` : ''}${retried}`,
  );
  const { runs, errors, finalUrl, ...figures } = m;
  results.lighthouse.push({
    page: name,
    route,
    cpu,
    targeted,
    lighthouse: lh.version,
    ...figures,
    perfRuns: runs.map((r) => r.performance),
    retries: errors.length,
    finalUrl,
  });
  return m;
}

/**
 * (e) Lighthouse 13 (mobile: simulated slow 4G and 4x CPU) against the built app on PGlite demo data, median of 3
 * runs per page: the home page, the public consultant list, and, logged in as the demo patient, a doctor profile and
 * the booking page (the web app's guard still asks for a login on both). Each audit runs under Node 24 with Lighthouse
 * 13 from its own prefix, since Lighthouse 13 needs Node >= 22.19 and the project stays installable on Node 20.
 */
export default async function lighthouseScenario(results) {
  if (!existsSync(CHROMIUM)) {
    console.log(`lighthouse: skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH).\n`);
    return;
  }
  let lh;
  try {
    lh = await lighthouseTools();
  } catch (error) {
    console.log(
      `lighthouse: skipped: Node ${NODE_MAJOR} or Lighthouse ${LIGHTHOUSE_RANGE} could not be set up (${error.message}).\n`,
    );
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
      ['home', '/', undefined, true],
      ['consultants', '/consultants', undefined, true],
      ['doctor profile (logged in)', `/doctor-profile/${doctorId}`, profile, true],
      ['booking page (logged in)', `/make-appointment/${doctorId}`, profile, false],
    ];
    console.log(
      `lighthouse ${lh.version} on Node ${lh.nodeVersion.slice(1)}, mobile (simulated slow 4G, 4x CPU), median of ${RUNS} runs; ` +
        `targets: perf >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs} ms, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms`,
    );
    const measured = [];
    for (const [name, route, dir, targeted] of pages)
      measured.push(await measurePage(lh, app, { name, route, dir, targeted }, results));
    const indexes = measured.filter(Boolean).map((m) => m.benchmarkIndex);
    if (indexes.length === 0) return;
    const hostIndex = median(indexes);
    const multiplier = calibratedMultiplier(hostIndex);
    console.log(
      `  this host's benchmarkIndex: ${hostIndex} (Lighthouse's 4x is meant for >= ${DESIGNED_FOR_INDEX}; it warns below 1000)`,
    );
    if (multiplier < 4) {
      console.log(
        `  the same pages with the CPU slowdown calibrated to this host (${multiplier}x; not what the targets are judged by):`,
      );
      for (const [name, route, dir, targeted] of pages.filter((p) => p[3])) {
        await measurePage(
          lh,
          app,
          { name, route, dir, targeted, cpuSlowdownMultiplier: multiplier, hostIndex },
          results,
        );
      }
    }
    console.log('');
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
}
