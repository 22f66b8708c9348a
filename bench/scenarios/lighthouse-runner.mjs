// One Lighthouse audit, run by bench/scenarios/lighthouse.mjs under Node 24 with Lighthouse 13 from its own prefix
// (Lighthouse 13 needs Node >= 22.19; the project itself stays on Node 20). Argument: a JSON object
// { prefix, url, chromePath, chromeFlags, userDataDir?, cpuSlowdownMultiplier? }. Prints one line of JSON: the figures
// (with the host's benchmarkIndex), or the error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { prefix, url, chromePath, chromeFlags, userDataDir, cpuSlowdownMultiplier } = JSON.parse(process.argv[2]);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A package's ESM entry inside the prefix (resolved by hand: a bare import would find the project's packages). */
async function load(name) {
  const dir = path.join(prefix, 'node_modules', name);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const exported = pkg.exports?.['.'];
  const entry =
    (typeof exported === 'string' ? exported : (exported?.import ?? exported?.default)) ?? pkg.main ?? 'index.js';
  return { module: await import(pathToFileURL(path.join(dir, entry)).href), version: pkg.version };
}

const [{ module: lighthouse, version }, { module: chromeLauncher }] = await Promise.all([
  load('lighthouse'),
  load('chrome-launcher'),
]);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir: userDataDir ?? false });
try {
  // The default config is the mobile one: Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbps) and 4x CPU.
  const result = await lighthouse.default(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // A signed-in profile keeps its storage (the session is in local storage); it is a fresh copy for every run.
    disableStorageReset: Boolean(userDataDir),
    // Unset: the mobile default, 4x. Set: a slowdown calibrated to the host (lighthouse.mjs, calibratedMultiplier).
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
  });
  const lhr = result.lhr;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue;
  process.stdout.write(
    `${JSON.stringify({
      lighthouse: version,
      finalUrl: lhr.finalDisplayedUrl,
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(metric('first-contentful-paint') ?? 0),
      lcpMs: Math.round(metric('largest-contentful-paint') ?? 0),
      cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
      tbtMs: Math.round(metric('total-blocking-time') ?? 0),
      speedIndexMs: Math.round(metric('speed-index') ?? 0),
      // Lighthouse's measure of the host's CPU (docs/throttling.md); it warns below 1000 that 4x is too much.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
    })}\n`,
  );
} catch (error) {
  process.stdout.write(`${JSON.stringify({ runtimeError: `${error.code ?? 'ERROR'}: ${error.message}` })}\n`);
} finally {
  await chrome.kill();
}
