import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, startApi, type ApiProcess } from './lib/api-process.js';
import { book, dhakaDate, tally } from './lib/booking.js';
import { openEventStream } from './lib/event-stream.js';
import { createFreshDatabase, testDatabaseUrl, type FreshDatabase } from './lib/postgres.js';
import { startProxy, type Proxy } from './lib/round-robin-proxy.js';
import { postForm, sandboxForms } from './lib/sandbox-page.js';
import { seedAccounts, seedDoctor, type Account, type RunSql } from './lib/seed.js';

/**
 * Scale-out (docs/architecture.md §1): two built API processes on one PostgreSQL database behind a round-robin
 * proxy. Nothing may live in one process's memory: serials, payments, notification fan-out, the doctor cache.
 */
const A = { 'x-backend': '0' };
const B = { 'x-backend': '1' };
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

let database: FreshDatabase | undefined;
let proxy: Proxy | undefined;
const apis: ApiProcess[] = [];
let run: RunSql;
let patients: Account[];
let attendant: Account;
let admin: Account;

beforeAll(async () => {
  testDatabaseUrl();
  database = await createFreshDatabase('scaleout');
  run = (text, params) => database!.client.query(text, params);
  proxy = await startProxy();
  // Both start at once on an empty database: the migrations' advisory lock lets exactly one of them migrate.
  const env = { DATABASE_URL: database.url, PUBLIC_URL: proxy.url };
  apis.push(...(await Promise.all([startApi({ name: 'A', env }), startApi({ name: 'B', env })])));
  proxy.backends.push(...apis.map((api) => api.url));
  patients = await seedAccounts(run, JWT_SECRET, 202);
  attendant = (await seedAccounts(run, JWT_SECRET, 1, 'attendant'))[0]!;
  admin = (await seedAccounts(run, JWT_SECRET, 1, 'admin'))[0]!;
});
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  await proxy?.close();
  await database?.drop();
});

describe('two API processes behind a round-robin proxy', () => {
  it('when 200 patients book one doctor and date through the proxy, then serials are exactly 1..200', async () => {
    const doctorId = await seedDoctor(run, 'Serial Doctor');
    const date = dhakaDate(1);
    const before = [...proxy!.servedBy];
    const outcomes = await Promise.all(patients.slice(0, 200).map((p) => book(proxy!.url, p, doctorId, date)));
    const served = proxy!.servedBy.map((n, i) => n - (before[i] ?? 0));
    console.warn(`[two processes] 200 bookings through the proxy: ${JSON.stringify(tally(outcomes))}; served by A ${served[0]}, B ${served[1]}`);
    expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
    expect(served.every((n) => n >= 90)).toBe(true);
    const { rows } = await run('select serial_no from appointments where doctor_id = $1 and selected_date = $2 order by serial_no', [doctorId, date]);
    expect(rows.map((r) => r.serial_no)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(outcomes.map((o) => o.serialNo).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('when the IPN reaches process A and the browser callback process B (and both repeat on the other), then the appointment is paid exactly once', async () => {
    const doctorId = await seedDoctor(run, 'Payment Doctor');
    const payer = patients[200]!;
    const booked = await book(proxy!.url, payer, doctorId, dhakaDate(1));
    expect(booked.status).toBe(201);
    const init = await fetch(`${proxy!.url}/api/v1/payments/init/${booked.appointmentId}`, { method: 'POST', headers: { authorization: payer.token } });
    expect(init.status).toBe(200);
    const pageUrl = ((await init.json()) as { data: { url: string } }).data.url;
    expect(pageUrl.startsWith(`${proxy!.url}/api/v1/payments/sandbox/`)).toBe(true);

    // The page is rendered by B, the Pay button is pressed on A: A settles its ledger and delivers the IPN to itself.
    const page = await fetch(pageUrl, { headers: B });
    expect(page.status).toBe(200);
    const pay = sandboxForms(await page.text()).find((f) => f.action.endsWith('/pay'))!;
    const pressed = await postForm(`${proxy!.url}${pay.action}`, pay.fields, A);
    expect(pressed.status).toBe(307);
    expect(pressed.headers.get('location')).toBe('/api/v1/payments/success');
    // The browser follows the 307 to B while the gateway repeats its IPN on B and a second tab replays success on A.
    const [success, ipnAgain, successAgain] = await Promise.all([
      postForm(`${proxy!.url}/api/v1/payments/success`, pay.fields, B),
      postForm(`${proxy!.url}/api/v1/payments/ipn`, pay.fields, B),
      postForm(`${proxy!.url}/api/v1/payments/success`, pay.fields, A),
    ]);
    expect([success.status, success.headers.get('x-served-by')]).toEqual([303, '1']);
    expect(success.headers.get('location')).toMatch(/^\/success\//);
    expect(ipnAgain.status).toBe(200);
    expect(successAgain.status).toBe(303);

    const { rows: appointment } = await run('select payment_status from appointments where id = $1', [booked.appointmentId]);
    expect(appointment[0]).toEqual({ payment_status: 'paid' });
    const { rows: payments } = await run('select status, refund_status, validation from payments where appointment_id = $1', [booked.appointmentId]);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'paid', refund_status: 'none' });
    const attempts = (JSON.parse(String(payments[0]!.validation)) as { attempts: Array<{ via: string; status: string; outcome: string }> }).attempts;
    console.warn(`[two processes] payment attempts: ${attempts.map((a) => `${a.via}:${a.status}:${a.outcome}`).join(' | ')}`);
    expect(attempts.filter((a) => a.outcome.includes('-> paid'))).toHaveLength(1);
    expect(attempts.map((a) => a.via).sort()).toEqual(['ipn', 'ipn', 'success', 'success']);
  });

  it('when the desk holds a notification stream open on A and a patient books through B, then the stream on A gets the notification', async () => {
    const doctorId = await seedDoctor(run, 'Notifying Doctor');
    const stream = await openEventStream(`${proxy!.url}/api/v1/notification/stream`, { ...A, authorization: attendant.token });
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'ready');
      const patient = patients[201]!;
      const booked = await book(proxy!.url, patient, doctorId, dhakaDate(1), { headers: B });
      expect(booked.status).toBe(201);
      const notice = await stream.waitFor((e) => e.event === 'notification' && JSON.stringify(e.data).includes(patient.name));
      expect(JSON.stringify(notice.data)).toContain('Notifying Doctor');
    } finally {
      stream.close();
    }
  });

  it('when an admin changes a schedule through A, then B serves the change on the very next request, every time', async () => {
    const doctorId = await seedDoctor(run, 'Schedule Doctor');
    const profileOnB = async () => {
      const res = await fetch(`${proxy!.url}/api/v1/doctors/single-doctor/${doctorId}`, { headers: B });
      expect(res.headers.get('x-served-by')).toBe('1');
      return ((await res.json()) as { data: { schedule: Array<{ end: string; active: boolean }>; availableDates: string[] } }).data;
    };
    const putOnA = async (active: boolean, end: string) => {
      const schedule = WEEKDAYS.map((day) => (active ? { day, active, start: '00:00', end } : { day, active, start: '', end: '' }));
      const res = await fetch(`${proxy!.url}/api/v1/doctors/update-doctor-schedule/${doctorId}`, {
        method: 'PUT',
        headers: { ...A, 'content-type': 'application/json', authorization: admin.token },
        body: JSON.stringify({ schedule }),
      });
      expect([res.status, res.headers.get('x-served-by')]).toEqual([200, '0']);
    };
    expect((await profileOnB()).schedule[0]!.end).toBe('23:59');
    for (let i = 0; i < 20; i++) {
      const end = `23:${String(10 + i).padStart(2, '0')}`;
      await putOnA(true, end);
      expect((await profileOnB()).schedule.map((d) => d.end)).toEqual(Array(7).fill(end));
    }
    // Even when B misses the NOTIFY altogether (its LISTEN connection cut; it reconnects a second later).
    const cut = await run(`select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    expect(cut.rows.length).toBeGreaterThanOrEqual(2);
    const pids = cut.rows.map((r) => r.pid);
    await expect.poll(async () => (await run('select count(*)::int as n from pg_stat_activity where pid = any($1)', [pids])).rows[0]!.n).toBe(0);
    // B's copy is warm again (read twice), and no NOTIFY can reach it now.
    const cached = (await profileOnB()).schedule[0]!.end;
    expect((await profileOnB()).schedule[0]!.end).toBe(cached);
    await putOnA(true, '22:22');
    expect((await profileOnB()).schedule.map((d) => d.end)).toEqual(Array(7).fill('22:22'));
    // What the cache is for: a day switched off through A is refused by B at once.
    await putOnA(false, '');
    expect((await profileOnB()).availableDates).toEqual([]);
    const refused = await book(proxy!.url, patients[0]!, doctorId, dhakaDate(1), { headers: B });
    expect(refused.status).toBe(422);
  });
});
