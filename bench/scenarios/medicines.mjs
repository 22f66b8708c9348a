import { demoToken, rawGet, startDemoApp } from '../lib/app.mjs';
import { startBare } from '../lib/bare.mjs';
import { addFigure } from '../lib/figures.mjs';

const BRANDS = 25_000;
const QUERIES = 2_000;

// A small seeded generator, so every run searches the same formulary with the same queries.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES =
  'na pa ce fo lo ma xi tri zo cal di mo nex ser ter vo ra li sa ta ko ban ro fen tac zin pro lar mi ex'.split(' ');
const GENERICS = [
  'Paracetamol',
  'Omeprazole',
  'Esomeprazole',
  'Pantoprazole',
  'Amlodipine',
  'Losartan Potassium',
  'Metformin',
  'Azithromycin',
  'Ceftriaxone',
  'Cefixime',
  'Amoxicillin',
  'Cetirizine',
  'Fexofenadine',
  'Montelukast',
  'Atorvastatin',
  'Rosuvastatin',
  'Clopidogrel',
  'Linagliptin',
  'Sitagliptin',
  'Gliclazide',
  'Insulin Glargine',
  'Diclofenac Sodium',
  'Naproxen',
  'Ketorolac',
  'Domperidone',
  'Ondansetron',
  'Levofloxacin',
  'Ciprofloxacin',
  'Metronidazole',
  'Fluconazole',
  'Calcium Carbonate + Vitamin D3',
  'Vitamin B1 + B6 + B12',
  'Salbutamol',
  'Levothyroxine',
  'Prednisolone',
  'Bisoprolol',
  'Furosemide',
  'Tamsulosin',
  'Pregabalin',
  'Escitalopram',
];
const STRENGTHS = [
  '5 mg',
  '10 mg',
  '20 mg',
  '40 mg',
  '50 mg',
  '100 mg',
  '250 mg',
  '500 mg',
  '120 mg/5 ml',
  '1 g',
  '0.5%',
  '1%',
];
const FORMS = ['tablet', 'capsule', 'syrup', 'suspension', 'injection', 'drops', 'cream', 'ointment', 'gel', 'inhaler'];
const MAKERS = Array.from({ length: 60 }, (_, i) => `Bench Pharma ${String(i + 1).padStart(2, '0')}`);

/** 25,000 made-up brands as the hospital's CSV would list them: brand, generic, strength, form, manufacturer. */
function formulary(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const rows = [];
  const seen = new Set();
  while (rows.length < BRANDS) {
    const syllables = 2 + Math.floor(next() * 2);
    const word = Array.from({ length: syllables }, () => pick(SYLLABLES)).join('');
    const brand = word[0].toUpperCase() + word.slice(1);
    const row = [brand, pick(GENERICS), pick(STRENGTHS), pick(FORMS), pick(MAKERS)];
    const key = `${row[0]}|${row[2]}|${row[3]}|${row[4]}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows;
}

/** What a doctor types: a brand's or a generic's first 2 to 8 letters, a quarter of them with one typo. */
function queries(rows, next) {
  const typo = (text) => {
    const at = 1 + Math.floor(next() * (text.length - 1));
    const kind = Math.floor(next() * 3);
    if (kind === 0) return text.slice(0, at) + text.slice(at + 1); // a letter left out
    if (kind === 1) return text.slice(0, at) + text[at - 1] + text.slice(at); // a letter doubled
    return text.slice(0, at - 1) + (text[at] ?? '') + text[at - 1] + text.slice(at + 1); // two swapped
  };
  return Array.from({ length: QUERIES }, () => {
    const row = rows[Math.floor(next() * rows.length)];
    const name = (next() < 0.7 ? row[0] : row[1]).toLowerCase();
    const prefix = name.slice(0, 2 + Math.floor(next() * 7));
    return prefix.length >= 4 && next() < 0.25 ? typo(prefix) : prefix;
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => Number(value.toFixed(2));

/** Sequential requests over one kept-alive connection: each answer's time from request to last byte, and the
 * server's own time where it says it (`Server-Timing: app;dur=`). */
async function timeAll(urls, headers) {
  const times = [];
  const atServer = [];
  for (const url of urls) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    const dur = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (dur) atServer.push(Number(dur[1]));
  }
  const spread = (values) => {
    values.sort((a, b) => a - b);
    return { p50: ms(percentile(values, 50)), p95: ms(percentile(values, 95)), p99: ms(percentile(values, 99)) };
  };
  return { ...spread(times), server: atServer.length === urls.length ? spread(atServer) : undefined };
}

/**
 * (medicines) Formulary search as the doctor types: a formulary of 25,000 brands loaded through the product's own
 * CSV import (POST /medicines/import/apply, as an admin), then 2,000 realistic queries (brand and generic prefixes,
 * a quarter with a typo) one after another. The figure is the server's own time (Server-Timing, from the request's
 * arrival to the answer); beside it, in the same run, the round trips, and those of the bare HTTP server answering a
 * search answer's bytes for every request (what the machine and the connection cost without any search).
 */
export default async function medicines(results) {
  const app = await startDemoApp('medicines');
  let bare;
  try {
    const authorization = `Bearer ${await demoToken(app, 'admin@demo.test')}`;
    const next = random(2026);
    const rows = formulary(next);
    const csv = ['brand,generic,strength,form,manufacturer', ...rows.map((row) => row.join(','))].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-formulary.csv');
    const importStart = performance.now();
    const imported = await fetch(`${app.api}/medicines/import/apply`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    const report = await imported.json();
    if (imported.status !== 200) throw new Error(`import answered ${imported.status}: ${report.message}`);
    const importSeconds = ((performance.now() - importStart) / 1000).toFixed(1);

    const urls = queries(rows, next).map((q) => `${app.api}/medicines/search?q=${encodeURIComponent(q)}`);
    const headers = { authorization, accept: 'application/json' };
    // The first search builds the index; a few more warm the JIT. Neither is measured.
    for (const url of urls.slice(0, 50)) await (await fetch(url, { headers })).arrayBuffer();
    const search = await timeAll(urls, headers);

    const sample = await rawGet(urls[0], { authorization });
    bare = await startBare(sample);
    const constant = await timeAll(
      urls.map(() => bare.url),
      headers,
    );
    const hits = JSON.parse(await (await fetch(urls[0], { headers })).text()).data.length;

    console.log(
      `medicines: ${report.data.counts.add} brands imported through POST /medicines/import/apply in ${importSeconds} s ` +
        `(plus the demo formulary)\n` +
        `  search at the server (Server-Timing)     p50 ${search.server.p50} ms  p95 ${search.server.p95} ms  p99 ${search.server.p99} ms\n` +
        `  search, ${QUERIES} queries one at a time  p50 ${search.p50} ms  p95 ${search.p95} ms  p99 ${search.p99} ms (round trip)\n` +
        `  bare server, same answer bytes           p50 ${constant.p50} ms  p95 ${constant.p95} ms  p99 ${constant.p99} ms\n` +
        `  (first query "${decodeURIComponent(urls[0].split('q=')[1])}" found ${hits})\n`,
    );
    addFigure(results, {
      item: '1. Formulary',
      name: `medicine search p99 at the server, ${BRANDS.toLocaleString('en')} brands, ${QUERIES} prefixes and typos`,
      value: search.server.p99,
      unit: ' ms',
      target: { atMost: 50 },
      baseline: `at the server p50 ${search.server.p50} ms p95 ${search.server.p95} ms; round trip p50 ${search.p50} ms p95 ${search.p95} ms p99 ${search.p99} ms; bare server (same bytes) round trip p50 ${constant.p50} ms p95 ${constant.p95} ms p99 ${constant.p99} ms`,
    });
  } catch (error) {
    console.error(app.logTail());
    throw error;
  } finally {
    bare?.stop();
    await app.stop();
  }
}
