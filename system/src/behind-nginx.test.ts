import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT, startApi, type ApiProcess } from './lib/api-process.js';
import { book, dhakaDate, tally } from './lib/booking.js';
import { clientFetch, type Fetch } from './lib/client.js';
import { openEventStream } from './lib/event-stream.js';
import { SITE_CONFIG, startNginx, type Nginx } from './lib/nginx.js';
import { createFreshDatabase, type FreshDatabase, type RunSql } from './lib/postgres.js';
import { postForm, sandboxForms } from './lib/sandbox-page.js';
import { openSeeder, PASSWORD, type Account, type Seeder } from './lib/seed.js';

/**
 * Going live (docs/deploy.md): Debian's nginx terminates TLS with deploy/nginx/hospital.conf, exactly as documented,
 * in front of two built API processes on one PostgreSQL database, started with TRUST_PROXY=127.0.0.1 (nginx's
 * address). Nothing may live in one process's memory (serials, payments, the notification fan-out, the doctor
 * cache), and each patient behind the proxy is still themselves to rate limits and logs.
 * Requests pinned to one process go to it directly (as the payment gateway's retries or a second tab may land).
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const PUBLIC_FORMS_PER_ADDRESS = 3;

let database: FreshDatabase | undefined;
let nginx: Nginx | undefined;
const apis: ApiProcess[] = [];
let ports: [number, number];
let web: Fetch;
let run: RunSql;
let seed: Seeder;
let patients: Account[];
let attendant: Account;
let admin: Account;

beforeAll(async () => {
  database = await createFreshDatabase('nginx');
  run = (text, params) => database!.client.query(text, params);
  ports = [await freePort(), await freePort()];
  nginx = await startNginx([`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`]);
  web = clientFetch({ ca: nginx.ca });
  const env = {
    DATABASE_URL: database.url,
    PUBLIC_URL: nginx.url,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'info',
    RATE_PUBLIC_FORM_PER_IP: String(PUBLIC_FORMS_PER_ADDRESS),
  };
  // Both start at once on an empty database: the migrations' advisory lock lets exactly one of them migrate.
  apis.push(
    ...(await Promise.all([
      startApi({ name: 'A', port: ports[0], env }),
      startApi({ name: 'B', port: ports[1], env }),
    ])),
  );
  seed = await openSeeder(env);
  patients = await seed.accounts(204);
  attendant = (await seed.accounts(1, 'attendant'))[0]!;
  admin = (await seed.accounts(1, 'admin'))[0]!;
});
afterAll(async () => {
  await seed?.close();
  await Promise.all(apis.map((api) => api.stop()));
  await nginx?.stop();
  await database?.drop();
});

/** How many requests matching `request` (e.g. `POST /api/v1/appointment`) each process answered, from nginx's log. */
function servedBy(request: string, logSince = 0): [number, number] {
  const lines = nginx!
    .accessLog()
    .slice(logSince)
    .split('\n')
    .filter((line) => line.includes(`"${request} HTTP/`));
  return ports.map((port) => lines.filter((line) => line.endsWith(`upstream=127.0.0.1:${port}`)).length) as [
    number,
    number,
  ];
}

describe('two API processes behind nginx', () => {
  it('when 200 patients book one doctor and date through nginx, then serials are exactly 1..200 and both processes took bookings', async () => {
    const doctorId = await seed.doctor('Serial Doctor');
    const date = dhakaDate(1);
    const logSince = nginx!.accessLog().length;
    const outcomes = await Promise.all(
      patients.slice(0, 200).map((p) => book(nginx!.url, p, doctorId, date, { fetch: web })),
    );
    // nginx writes a request's log line after its answer has gone: the last lines can land just after the client has it.
    let served = servedBy('POST /api/v1/appointment', logSince);
    for (let wait = 0; served[0] + served[1] < 200 && wait < 40; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      served = servedBy('POST /api/v1/appointment', logSince);
    }
    console.warn(
      `[behind nginx] 200 bookings: ${JSON.stringify(tally(outcomes))}; served by A ${served[0]}, B ${served[1]}`,
    );
    expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
    expect(served[0] + served[1]).toBe(200);
    expect(Math.min(...served)).toBeGreaterThanOrEqual(50);
    const { rows } = await run(
      'select serial_no from appointments where doctor_id = $1 and selected_date = $2 order by serial_no',
      [doctorId, date],
    );
    expect(rows.map((r) => r.serial_no)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(outcomes.map((o) => o.serialNo).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
  });

  it('when the payment page comes through nginx, Pay is pressed on A and the callbacks land on B, nginx and A, then the appointment is paid exactly once', async () => {
    const doctorId = await seed.doctor('Payment Doctor');
    const payer = patients[200]!;
    const booked = await book(nginx!.url, payer, doctorId, dhakaDate(1), { fetch: web });
    expect(booked.status).toBe(201);
    const init = await web(`${nginx!.url}/api/v1/payments/init/${booked.appointmentId}`, {
      method: 'POST',
      headers: { authorization: payer.token },
    });
    expect(init.status).toBe(200);
    const pageUrl = ((await init.json()) as { data: { url: string } }).data.url;
    // Callback addresses are built from PUBLIC_URL: the https address patients use, not a process's own.
    expect(pageUrl.startsWith(`${nginx!.url}/api/v1/payments/sandbox/`)).toBe(true);

    const page = await web(pageUrl);
    expect(page.status).toBe(200);
    const pay = sandboxForms(await page.text()).find((f) => f.action.endsWith('/pay'))!;
    const [a, b] = apis.map((api) => api.url) as [string, string];
    const pressed = await postForm(`${a}${pay.action}`, pay.fields);
    expect(pressed.status).toBe(307);
    expect(pressed.headers.get('location')).toBe('/api/v1/payments/success');
    const [success, ipnAgain, successAgain] = await Promise.all([
      postForm(`${b}/api/v1/payments/success`, pay.fields),
      postForm(`${nginx!.url}/api/v1/payments/ipn`, pay.fields, {}, web),
      postForm(`${a}/api/v1/payments/success`, pay.fields),
    ]);
    expect(success.status).toBe(303);
    expect(success.headers.get('location')).toMatch(/^\/success\//);
    expect(ipnAgain.status).toBe(200);
    expect(successAgain.status).toBe(303);

    const { rows: appointment } = await run('select payment_status from appointments where id = $1', [
      booked.appointmentId,
    ]);
    expect(appointment[0]).toEqual({ payment_status: 'paid' });
    const { rows: payments } = await run(
      'select status, refund_status, validation from payments where appointment_id = $1',
      [booked.appointmentId],
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'paid', refund_status: 'none' });
    const attempts = (
      JSON.parse(String(payments[0]!.validation)) as {
        attempts: Array<{ via: string; status: string; outcome: string }>;
      }
    ).attempts;
    expect(attempts.filter((attempt) => attempt.outcome.includes('-> paid'))).toHaveLength(1);
    expect(attempts.map((attempt) => attempt.via).sort()).toEqual(['ipn', 'ipn', 'success', 'success']);
  });

  it('when the desk holds its notification stream open through nginx and patients book on A and on B, then each notice arrives through the proxy', async () => {
    const doctorId = await seed.doctor('Notifying Doctor');
    const stream = await openEventStream(
      `${nginx!.url}/api/v1/notification/stream`,
      { authorization: attendant.token },
      web,
    );
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'ready');
      // One of the two bookings is made on the process that does not hold the stream.
      for (const [index, patient] of [patients[201]!, patients[202]!].entries()) {
        const booked = await book(apis[index]!.url, patient, doctorId, dhakaDate(1));
        expect(booked.status).toBe(201);
        // nginx passes each event on as it comes (X-Accel-Buffering: no), not when a buffer fills.
        const notice = await stream.waitFor(
          (e) => e.event === 'notification' && JSON.stringify(e.data).includes(patient.name),
          5_000,
        );
        expect(JSON.stringify(notice.data)).toContain('Notifying Doctor');
      }
    } finally {
      stream.close();
    }
  });

  it('when an admin changes a schedule on A, then B serves the change on the very next request, every time', async () => {
    const doctorId = await seed.doctor('Schedule Doctor');
    const [a, b] = apis.map((api) => api.url) as [string, string];
    const profileOnB = async () => {
      const res = await fetch(`${b}/api/v1/doctors/single-doctor/${doctorId}`);
      return (
        (await res.json()) as { data: { schedule: Array<{ end: string; active: boolean }>; availableDates: string[] } }
      ).data;
    };
    const putOnA = async (active: boolean, end: string) => {
      const schedule = WEEKDAYS.map((day) =>
        active ? { day, active, start: '00:00', end } : { day, active, start: '', end: '' },
      );
      const res = await fetch(`${a}/api/v1/doctors/update-doctor-schedule/${doctorId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: admin.token },
        body: JSON.stringify({ schedule }),
      });
      expect(res.status).toBe(200);
    };
    expect((await profileOnB()).schedule[0]!.end).toBe('23:59');
    for (let i = 0; i < 20; i++) {
      const end = `23:${String(10 + i).padStart(2, '0')}`;
      await putOnA(true, end);
      expect((await profileOnB()).schedule.map((d) => d.end)).toEqual(Array(7).fill(end));
    }
    // Even when B misses the NOTIFY altogether (its LISTEN connection cut; it reconnects a second later).
    const cut = await run(
      `select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    expect(cut.rows.length).toBeGreaterThanOrEqual(2);
    const pids = cut.rows.map((r) => r.pid);
    await expect
      .poll(
        async () =>
          (await run('select count(*)::int as n from pg_stat_activity where pid = any($1)', [pids])).rows[0]!.n,
      )
      .toBe(0);
    const cached = (await profileOnB()).schedule[0]!.end;
    expect((await profileOnB()).schedule[0]!.end).toBe(cached);
    await putOnA(true, '22:22');
    expect((await profileOnB()).schedule.map((d) => d.end)).toEqual(Array(7).fill('22:22'));
    // What the cache is for: a day switched off on A is refused by B at once.
    await putOnA(false, '');
    expect((await profileOnB()).availableDates).toEqual([]);
    const refused = await book(b, patients[0]!, doctorId, dhakaDate(1));
    expect(refused.status).toBe(422);
  });
});

describe('each patient is themselves behind nginx', () => {
  const askCallback = (client: Fetch, base: string, headers: Record<string, string> = {}) =>
    client(`${base}/api/v1/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ name: 'Rina Akter', contactNo: '01712345678', message: 'Please call me about my visit.' }),
    });

  it('when two patients on different addresses send the public form, then they do not share a rate-limit bucket, and a forwarded address they write is ignored', async () => {
    const first = clientFetch({ ca: nginx!.ca, from: '127.0.0.2' });
    const second = clientFetch({ ca: nginx!.ca, from: '127.0.0.3' });
    // The requests alternate between A and B: the bucket lives in the database, so both count.
    for (let i = 0; i < PUBLIC_FORMS_PER_ADDRESS; i++) expect((await askCallback(first, nginx!.url)).status).toBe(201);
    const throttled = await askCallback(first, nginx!.url);
    expect(throttled.status).toBe(429);
    expect(((await throttled.json()) as { message: string }).message).toBe(
      'Too many requests from your network. Please try again in a few minutes.',
    );
    expect((await askCallback(second, nginx!.url)).status).toBe(201);
    // Pretending to be someone else through the proxy: nginx replaces the header with the address it saw.
    expect((await askCallback(first, nginx!.url, { 'x-forwarded-for': '203.0.113.50' })).status).toBe(429);

    // The API's logs and nginx's name the patients' own addresses, not the proxy's.
    const logs = apis.map((api) => api.output()).join('\n');
    expect(logs).toContain('"remoteAddress":"127.0.0.2"');
    expect(logs).toContain('"remoteAddress":"127.0.0.3"');
    expect(nginx!.accessLog()).toMatch(/^127\.0\.0\.3 .*"POST \/api\/v1\/callback HTTP\/1\.1" 201 /m);
  });

  it("when paths and query strings hold a patient's contact, email, a reset token or a board link, then nginx's log holds none of them", async () => {
    const logSince = nginx!.accessLog().length;
    const asked = [
      '/api/v1/patients/contact/01712345678',
      '/api/v1/patients/rina.private@t.test',
      '/api/v1/patients/01798765432',
      '/auth/reset-password?email=rina.private%40t.test&token=secret-reset-token',
      '/api/v1/doctors/consultants?searchTerm=01712345678',
      '/board/AAAAAAAAAAAAAAAAsecret-board-token-xyz',
      '/api/v1/board/AAAAAAAAAAAAAAAAsecret-board-token-xyz/stream',
    ];
    for (const url of asked) await (await web(`${nginx!.url}${url}`)).arrayBuffer();
    const log = nginx!.accessLog().slice(logSince);
    for (const secret of [
      '01712345678',
      'rina.private',
      '01798765432',
      'secret-reset-token',
      'secret-board-token',
      'searchTerm',
    ]) {
      expect(log).not.toContain(secret);
    }
    // What is left still says which route was asked for.
    expect(log).toContain('"GET /api/v1/patients/contact/[contact] HTTP/1.1"');
    expect(log).toContain('"GET /api/v1/patients/[redacted] HTTP/1.1"');
    expect(log).toContain('"GET /auth/reset-password HTTP/1.1"');
    expect(log).toContain('"GET /board/[token] HTTP/1.1"');
    expect(log).toContain('"GET /api/v1/board/[token]/stream HTTP/1.1"');
  });

  it('when a client outside the trusted proxy reaches a process directly with its own X-Forwarded-For, then its own address counts', async () => {
    const outsider = clientFetch({ from: '127.0.0.4' });
    for (let i = 0; i < PUBLIC_FORMS_PER_ADDRESS; i++) {
      expect((await askCallback(outsider, apis[i % 2]!.url, { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(
        201,
      );
    }
    expect((await askCallback(outsider, apis[0]!.url, { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);
    expect(apis.map((api) => api.output()).join('\n')).not.toContain('"remoteAddress":"198.51.100.');
  });

  it('when a patient logs in over https, then the session cookie is Secure and every answer carries HSTS; plain http only redirects', async () => {
    const patient = patients[203]!;
    const login = await web(`${nginx!.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: nginx!.url },
      body: JSON.stringify({ email: patient.email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^refreshToken=/);
    expect(cookie.split(';').map((part) => part.trim().toLowerCase())).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'samesite=strict']),
    );
    expect(login.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const home = await web(`${nginx!.url}/`);
    expect(home.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

    const plain = await fetch(`${nginx!.plainUrl}/consultants?speciality=Medicine`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`https://localhost/consultants?speciality=Medicine`);
  });
});

describe('the nginx edge', () => {
  it('when anything is answered through nginx, then its Server header names no version', async () => {
    for (const url of ['/', '/api/v1/health', '/no-such-file.js']) {
      const res = await web(`${nginx!.url}${url}`);
      await res.arrayBuffer();
      expect(res.headers.get('server')).toBe('nginx');
    }
    const plain = await fetch(`${nginx!.plainUrl}/`, { redirect: 'manual' });
    expect(plain.headers.get('server')).toBe('nginx');
  });

  it("when one address sends a burst to a sign-in route, then nginx itself answers the excess 429 with the API's sentence, on every sign-in route", async () => {
    const routes = [
      '/api/v1/auth/login',
      '/api/v1/auth/login/mfa',
      '/api/v1/users/create-patient',
      '/api/v1/auth/forget-password',
      '/api/v1/auth/reset-password',
    ];
    for (const [index, route] of routes.entries()) {
      // Each route from an address of its own: the buckets of one address are not what this looks at.
      const burst = clientFetch({ ca: nginx!.ca, from: `127.0.0.${10 + index}` });
      const logSince = nginx!.accessLog().length;
      // An empty form: what reaches the API is refused at once by validation, no password is hashed.
      const answers = await Promise.all(
        Array.from({ length: 45 }, () =>
          burst(`${nginx!.url}${route}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: nginx!.url },
            body: '{}',
          }),
        ),
      );
      const refused = answers.filter((res) => res.status === 429);
      expect(refused.length, route).toBeGreaterThanOrEqual(10);
      expect((await refused[0]!.json()) as object, route).toEqual({
        success: false,
        statusCode: 429,
        message: 'Too many requests from your network. Please try again in a few minutes.',
        errorSources: [
          { path: '', message: 'Too many requests from your network. Please try again in a few minutes.' },
        ],
      });
      await Promise.all(answers.map((res) => res.arrayBuffer().catch(() => undefined)));
      // Refused at the edge: those requests never reached an API process (no upstream in nginx's log line).
      const atTheEdge = nginx!
        .accessLog()
        .slice(logSince)
        .split('\n')
        .filter((line) => line.includes(`"POST ${route} HTTP/`) && / 429 \d+ \S+ upstream=-$/.test(line));
      expect(atTheEdge.length, route).toBe(refused.length);
    }
    // Other routes are not limited at the edge.
    const reader = clientFetch({ ca: nginx!.ca, from: '127.0.0.10' });
    expect((await reader(`${nginx!.url}/api/v1/health`)).status).toBe(200);
  });
});

describe('the documented configuration', () => {
  it('when a newcomer copies the nginx site from docs/deploy.md, then it is the file this suite runs', () => {
    // docs/deploy.md prints deploy/nginx/hospital.conf in full; a change to one without the other fails here.
    expect(readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8')).toContain(
      '```nginx\n' + readFileSync(SITE_CONFIG, 'utf8') + '```',
    );
  });
});
