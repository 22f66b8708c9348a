import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import { MFA_ENROLMENT_REQUIRED } from '@hospital/contract/auth';
import { Secret, TOTP } from 'otpauth';
import { chromium, type Browser, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort, JWT_SECRET, ROOT, startApi } from './lib/api-process.js';
import { book, dhakaDate } from './lib/booking.js';
import { clientFetch } from './lib/client.js';
import { startNginx, type Nginx } from './lib/nginx.js';
import { createFreshDatabase } from './lib/postgres.js';
import { seeding, type Account } from './lib/seed.js';
import { stopAfterAll } from './lib/stop-after.js';

/**
 * Production mode (docs/decisions/0011-staff-two-step-sign-in.md): a staff account made with `user:create` has no
 * two-step sign-in yet. Its first login, through the login dialog over https (nginx with the documented site file in
 * front of the built API), lands on the enrolment; the desk and a patient's records stay shut to it, in the browser
 * and at the API, until it turns two-step sign-in on with a code from its authenticator app; then they open.
 */
const ATTENDANT = {
  email: 'desk.attendant@hospital.test',
  name: 'Desk Attendant',
  contact: '01711112222',
  password: 'Desk#Shift42',
};

let nginx: Nginx | undefined;
let browser: Browser | undefined;
let env: Record<string, string>;
let patient: Account;

/** The production settings production-mode.test.ts starts with; the address is nginx's https one. */
function productionEnv(databaseUrl: string, publicUrl: string): Record<string, string> {
  return {
    APP_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: 'smtp://mail.hospital.example:587',
    MAIL_FROM: 'Nirmoy Hospital <no-reply@hospital.example>',
    PAYMENT_GATEWAY: 'none',
    SMS_GATEWAY: 'none',
  };
}

/** `npm run user:create` as docs/deploy.md has a hospital run it, with the production settings. */
function createAccount(role: string, account: typeof ATTENDANT) {
  const cli = path.join(ROOT, 'apps/api/dist/cli/user-create.js');
  const args = ['--role', role, '--email', account.email, '--name', account.name, '--contact', account.contact];
  return spawnSync(process.execPath, [cli, ...args, '--password', account.password], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** What an authenticator app with this key (as the page groups it, in fours) shows now. */
function codeFor(key: string): string {
  return new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), period: 30 }).generate();
}

/** `goto` that returns once the app runs in the page (apps/web/src/app/provider.tsx marks the document). */
async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.waitForFunction(() => document.documentElement.dataset.appStarted === 'true');
}

/** The status and message the API gives `GET path` with the session the login dialog left in this page. */
function askAsPage(page: Page, pathname: string): Promise<{ status: number; message: string }> {
  return page.evaluate(async (url) => {
    const { token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string };
    const response = await fetch(url, { headers: token ? { authorization: token } : {} });
    const body = (await response.json()) as { message: string };
    return { status: response.status, message: body.message };
  }, pathname);
}

const started = stopAfterAll();

beforeAll(async () => {
  const database = started(await createFreshDatabase('first_login'), (it) => it.drop());
  const port = await freePort();
  // One API process; the site file's upstream block names two, so both lines point at it.
  nginx = started(await startNginx([`127.0.0.1:${port}`, `127.0.0.1:${port}`]), (it) => it.stop());
  env = productionEnv(database.url, nginx.url);
  started(await startApi({ name: 'production', port, env }), (it) => it.stop());
  const doctorId = await seeding(env, async (seed) => {
    patient = (await seed.accounts(1, 'patient'))[0]!;
    return seed.doctor('Enrolment Doctor');
  });
  const booked = await book(nginx.url, patient, doctorId, dhakaDate(0), { fetch: clientFetch({ ca: nginx.ca }) });
  expect(booked.status).toBe(201);
  browser = started(await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }), (it) => it.close());
});

describe('production: a staff account enrols in two-step sign-in first', () => {
  it("when an attendant made with user:create logs in for the first time, then it lands on the two-step enrolment, cannot open the desk or a patient's records until it turns it on, and can afterwards", async () => {
    const created = createAccount('attendant', ATTENDANT);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^Created attendant desk\.attendant@hospital\.test \(Holder ID P\d{7}\)\./);

    // A phone, as the e2e journeys' PHONE; the certificate is this run's own, accepted as a trusted one would be.
    const context = await browser!.newContext({
      baseURL: nginx!.url,
      ignoreHTTPSErrors: true,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const deskAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/appointment') deskAnswers.push(response.status());
    });

    await open(page, '/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(ATTENDANT.email);
    await dialog.getByLabel('Password', { exact: true }).fill(ATTENDANT.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/account/security');
    await page.getByRole('heading', { name: 'Two-step sign-in', level: 1 }).waitFor();
    await page.getByText(MFA_ENROLMENT_REQUIRED).first().waitFor();
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).waitFor();

    // The desk by its address: the app sends it back to the enrolment, and asks the API for no appointments.
    await open(page, '/attendant');
    await page.waitForURL((url) => url.pathname === '/account/security');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Manage Appointments' }).count()).toBe(0);
    expect(deskAnswers).toEqual([]);

    // The API refuses the session itself, whatever the page does: the day's list and the patient's earlier visits.
    const records = `/api/v1/appointment/records/${patient.patientRef}`;
    expect(await askAsPage(page, records)).toEqual({ status: 403, message: MFA_ENROLMENT_REQUIRED });
    expect(await askAsPage(page, `/api/v1/appointment?date=${dhakaDate(0)}`)).toEqual({
      status: 403,
      message: MFA_ENROLMENT_REQUIRED,
    });

    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const key = await page.getByLabel('Key').inputValue();
    await page.getByLabel('Code').fill(codeFor(key));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('You have 10 unused recovery codes.', { exact: false }).waitFor();

    // The same session, its token still the one from before enrolment, now opens the desk by its address (a reload),
    // with today's appointment of the patient on it.
    await open(page, '/attendant');
    await page.getByRole('heading', { name: 'Manage Appointments', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/attendant\/?$/);
    await page.getByText(patient.name, { exact: true }).first().waitFor();
    expect(deskAnswers).toContain(200);
    expect(await askAsPage(page, records)).toEqual({ status: 200, message: 'Records retrieved successfully.' });

    await context.close();
  });
});
