import { readFileSync, writeFileSync } from 'node:fs';
import { addFigure, figuresMarkdown } from './figures.mjs';

const START = '<!-- bench:figures:start (written by `npm run bench`; edits between these markers are overwritten) -->';
const END = '<!-- bench:figures:end -->';

/**
 * Figures for the web scenarios (bytes of JavaScript, Lighthouse), read from whatever rows those scenarios
 * leave, unless they added their own figures for those items.
 */
export function addWebFigures(results) {
  const has = (prefix) => results.figures.some((f) => f.item.startsWith(prefix));
  const home = results.web.find((row) => row.route === '/');
  if (home && !has('1. Bytes (web)')) {
    const value = home.jsWireKb ?? home.jsKb;
    addFigure(results, {
      item: '1. Bytes (web)',
      name: 'JavaScript a first visit to / downloads',
      value,
      unit: ' KB',
      target: { atMost: 100 },
      baseline: `${home.jsRawKb ?? '?'} KB uncompressed, ${home.jsFiles ?? '?'} files`,
    });
  }
  if (results.lighthouse.length > 0 && !has('2.')) {
    for (const row of results.lighthouse) {
      const page = row.page ?? row.name ?? row.url ?? '?';
      // The calibrated runs (scenarios/lighthouse.mjs) are printed beside the 4x ones, which the targets judge.
      const item = row.cpu ? `2. Lighthouse, CPU ${row.cpu}` : '2. Lighthouse';
      // A page with no performance target (the booking page) is printed without one.
      const goal = (target) => (row.targeted === false ? undefined : target);
      addFigure(results, { item, name: `${page}: performance`, value: row.performance, target: goal({ atLeast: 95 }) });
      addFigure(results, { item, name: `${page}: LCP`, value: row.lcpMs, unit: ' ms', target: goal({ atMost: 2000 }) });
      addFigure(results, { item, name: `${page}: CLS`, value: row.cls, target: goal({ atMost: 0.05 }) });
      addFigure(results, { item, name: `${page}: TBT`, value: row.tbtMs, unit: ' ms', target: goal({ atMost: 150 }) });
    }
  }
}

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map((c) => String(c ?? '').replaceAll('|', '\\|')).join(' | ')} |`),
  ].join('\n');

/** Rows of plain objects as a table, nested objects flattened one level (`app.reqPerSec`). */
function genericTable(rows) {
  const flat = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).flatMap(([k, v]) =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? Object.entries(v).map(([k2, v2]) => [`${k}.${k2}`, v2])
          : [[k, v]],
      ),
    ),
  );
  const keys = [...new Set(flat.flatMap((r) => Object.keys(r)))];
  return table(
    keys,
    flat.map((r) => keys.map((k) => (Array.isArray(r[k]) ? r[k].join(', ') : r[k]))),
  );
}

const n = (v) => (typeof v === 'number' ? v.toLocaleString('en-US') : v);

/** The generated part of bench/README.md: the run, the targets table, then each scenario's details. */
export function figuresSection(results, chosen) {
  const m = results.machine;
  const parts = [
    `Run ${m.date.slice(0, 16).replace('T', ' ')} UTC, \`npm run bench\` (${chosen.join(', ')}), on ${m.cores} cores (${m.cpu}), ${m.ramGb} GB RAM, Node ${m.node}` +
      `${results.postgresOrigin ? `, PostgreSQL: ${results.postgresOrigin}` : ''}.  `,
    `Load average (1, 5, 15 min) at the start ${m.loadAverageAtStart.join(' ')}, at the end ${m.loadAverageAtEnd.join(' ')}: the machine is shared, so` +
      ' compare figures with the baseline measured beside them in the same run, not across runs. autocannon and pgbench run on the same cores as the server.',
    '',
    '### Targets, each beside the baseline measured in the same run',
    '',
    figuresMarkdown(results.figures),
  ];
  if (results.reads.length > 0) {
    parts.push(
      '',
      "### (a) Public reads, embedded PGlite, demo data, a browser's headers",
      '',
      table(
        ['read', 'on the wire', 'app req/s', 'app p50 / p99 ms', 'bare req/s', 'app / bare'],
        results.reads.map((r) => [
          r.case,
          `${r.wireKb} KB ${r.encoding} (${r.jsonKb} KB JSON)`,
          n(r.app.reqPerSec),
          `${r.app.p50} / ${r.app.p99}`,
          n(r.bare.reqPerSec),
          r.ratio,
        ]),
      ),
    );
  }
  if (results.booking.length > 0) {
    parts.push(
      '',
      '### (b) Booking, PostgreSQL, 200 concurrent bookers (each a different patient) against pgbench, 200 clients',
      '',
      table(
        [
          'case',
          'app bookings/s',
          'app p50 / p99 ms',
          'pgbench tx/s',
          'pgbench p50 / p99 ms',
          'app / pgbench',
          'errors',
          '2xx / stored / duplicates / doctors with gaps',
        ],
        results.booking.map((b) => [
          b.case,
          n(b.reqPerSec),
          `${b.p50} / ${b.p99}`,
          n(b.pgbench.tps),
          `${b.pgbench.p50} / ${b.pgbench.p99}`,
          b.ratio,
          b.errors,
          `${b.ok2xx} / ${b.stored} / ${b.duplicates} / ${b.doctorsWithGaps}`,
        ]),
      ),
    );
  }
  if (results.desk.length > 0) {
    parts.push(
      '',
      '### (c) Desk day list, PostgreSQL, as attendant, 100 connections',
      '',
      table(
        [
          'day',
          'on the wire',
          'req/s',
          'p50 / p99 ms',
          'bare req/s',
          'If-None-Match unchanged',
          '304s/s (p99 ms)',
          'after a change',
        ],
        results.desk.map((d) => [
          d.case,
          `${d.wireKb} KB ${d.encoding} (${d.jsonKb} KB JSON)`,
          n(d.reqPerSec),
          `${d.p50} / ${d.p99}`,
          n(d.bare.reqPerSec),
          d.revalidation.status,
          `${n(d.revalidation.reqPerSec)} (${d.revalidation.p99})`,
          d.afterWrite,
        ]),
      ),
    );
  }
  if (results.web.length > 0) parts.push('', '### (d) Web', '', genericTable(results.web));
  if (results.lighthouse.length > 0) parts.push('', '### (e) Lighthouse', '', genericTable(results.lighthouse));
  if (results.memory.length > 0) {
    parts.push(
      '',
      '### (f) Memory: RSS of the API process',
      '',
      table(
        ['store', 'state', 'RSS MB'],
        results.memory.map((r) => [r.store, r.state, r.rssMb]),
      ),
    );
  }
  if (results.skipped.length > 0)
    parts.push('', `Skipped: ${results.skipped.join(', ')} (no PostgreSQL: set BENCH_DATABASE_URL).`);
  return parts.join('\n');
}

/** Replaces the generated section of bench/README.md (between the markers) with this run's figures. */
export function writeReadme(file, section) {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`${file} has lost its figure markers`);
  writeFileSync(file, `${text.slice(0, start + START.length)}\n${section}\n${text.slice(end)}`);
}
