// Where a page's start-up goes on the main thread, without Lighthouse's noise: the built app on PGlite demo data,
// opened in Chromium as Lighthouse's phone (412x823, DPR 1.75, touch), traced, and every main-thread task's thread
// CPU time multiplied by 4 (Lighthouse's CPU slowdown). Blocking time is the sum over tasks after the first paint of
// (4 x CPU - 50 ms), as TBT counts it; thread CPU rather than wall time, so other work on a 2-core machine (including
// Lighthouse's own) does not inflate it. Also prints the CPU of the browser's other busy threads (compositing, video).
//
//   node bench/tools/start-tasks.mjs [routes, comma-separated; default /] [runs; default 3] [--tasks]
//   BUILDS=/tmp/a/dist,/tmp/b/dist node bench/tools/start-tasks.mjs /   # compare builds (each a copy of apps/web/dist
//                                                                        # with its dist-ssr beside it), alternating
// A diagnosis tool for the Lighthouse figures (bench/README.md); `npm run bench` does not run it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import { startApp } from '../lib/app.mjs';

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const routes = (args[0] ?? '/').split(',');
const runs = Number(args[1] ?? 3);
const showTasks = process.argv.includes('--tasks');
const builds = (process.env.BUILDS ?? '').split(',').filter(Boolean);
const SLOWDOWN = 4;
const OTHER_THREADS = ['VizCompositorThread', 'Compositor', 'Media', 'CodecWorker', 'VideoFrameCompositor'];

const dataDirs = [];
const apps = [];
for (const build of builds.length > 0 ? builds : [undefined]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'start-tasks-'));
  dataDirs.push(dataDir);
  apps.push([
    build ?? 'apps/web/dist',
    await startApp({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', ...(build ? { WEB_DIST: build } : {}) }),
  ]);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function measure(app, route) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'toplevel'],
    });
    await page.goto(`${app.url}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const threadNames = new Map(
      traceEvents.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
    );
    const busiest = new Map();
    for (const e of traceEvents)
      if (e.ph === 'X' && ['FunctionCall', 'ParseHTML', 'Layout', 'v8.evaluateModule'].includes(e.name))
        busiest.set(`${e.pid}:${e.tid}`, (busiest.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
    const main = [...busiest].sort((a, b) => b[1] - a[1])[0][0];
    const [pid] = main.split(':');
    const own = traceEvents.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur);
    const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && String(e.pid) === pid);
    const start =
      traceEvents.find((e) => e.name === 'navigationStart' && String(e.pid) === pid)?.ts ??
      Math.min(...own.map((e) => e.ts));
    const slowed = (e) => ((e.tdur ?? e.dur) * SLOWDOWN) / 1000;
    const tasks = own
      .filter((e) => e.name === 'RunTask' && slowed(e) > 50 && (!fcp || e.ts + e.dur >= fcp.ts))
      .sort((a, b) => a.ts - b.ts);
    const lines = tasks.map((task) => {
      const inside = new Map();
      for (const e of own)
        if (
          e !== task &&
          e.ts >= task.ts &&
          e.ts + e.dur <= task.ts + task.dur &&
          !/^(V8\.|ThreadControllerImpl|BlinkScheduler|SimpleWatcher|Receive mojo)/.test(e.name)
        )
          inside.set(e.name, (inside.get(e.name) ?? 0) + (e.tdur ?? e.dur));
      const top = [...inside]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, us]) => `${name} ${Math.round((us * SLOWDOWN) / 1000)}`);
      return `    at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(slowed(task))} ms (${top.join(', ')})`;
    });
    const threads = new Map();
    for (const e of traceEvents) {
      const name = threadNames.get(`${e.pid}:${e.tid}`);
      if (
        e.ph === 'X' &&
        e.tdur &&
        OTHER_THREADS.includes(name) &&
        ['ThreadControllerImpl::RunTask', 'RunTask'].includes(e.name)
      )
        threads.set(name, (threads.get(name) ?? 0) + e.tdur / 1000);
    }
    return {
      blocking: Math.round(tasks.reduce((sum, task) => sum + slowed(task) - 50, 0)),
      longTasks: tasks.length,
      lines,
      threads,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  for (const route of routes) {
    const results = new Map(apps.map(([name]) => [name, []]));
    for (let run = 0; run < runs; run += 1)
      for (const [name, app] of apps) results.get(name).push(await measure(app, route));
    for (const [name, measured] of results) {
      const threads = OTHER_THREADS.map(
        (thread) => `${thread} ${median(measured.map((m) => Math.round(m.threads.get(thread) ?? 0)))}`,
      ).join(', ');
      console.log(
        `${route} (${name}): blocking time at ${SLOWDOWN}x, median of ${runs}: ${median(measured.map((m) => m.blocking))} ms (${measured.map((m) => m.blocking).join('/')}); other threads' CPU over ~7 s, ms: ${threads}`,
      );
      if (showTasks)
        for (const [index, m] of measured.entries())
          console.log(`  run ${index + 1}: ${m.longTasks} tasks over 50 ms at ${SLOWDOWN}x\n${m.lines.join('\n')}`);
    }
  }
} finally {
  await browser.close();
  for (const [, app] of apps) await app.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
