import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { ONLINE_PAYMENT_OFF } from './modules/payments/payment-service.js';
import {
  DEMO_ACCOUNTS_PRESENT,
  DEMO_EMAIL_DOMAIN,
  demoAccountsProblems,
  productionProblems,
} from './production-checks.js';
import { createTestApp, createUser, signedIn } from './test/test-app.js';
import { createAppointment, createDoctor } from './test/factories.js';

const SAFE = {
  APP_ENV: 'production',
  DATABASE_URL: 'postgres://hospital@db/hospital',
  JWT_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://hospital.example',
  TRUST_PROXY: '127.0.0.1',
  SMTP_URL: 'smtp://mail.hospital.example',
  MAIL_FROM: 'Hospital <no-reply@hospital.example>',
  PAYMENT_GATEWAY: 'sslcommerz',
  SSLCOMMERZ_STORE_ID: 'store',
  SSLCOMMERZ_STORE_PASSWORD: 'secret',
  SSLCOMMERZ_SANDBOX: 'false',
  SMS_GATEWAY: 'sslwireless',
  SMS_API_TOKEN: 'token',
  SMS_SENDER_ID: 'NIRMOY',
};

describe('production checks', () => {
  it('when everything is set, then there is nothing to refuse', () => {
    expect(productionProblems(SAFE)).toEqual([]);
    expect(productionProblems({ ...SAFE, PAYMENT_GATEWAY: 'none', SSLCOMMERZ_STORE_ID: '' })).toEqual([]);
    expect(productionProblems({ ...SAFE, SMS_GATEWAY: 'none', SMS_API_TOKEN: '' })).toEqual([]);
    expect(
      productionProblems({ ...SAFE, TURN_URLS: 'turns:turn.hospital.example:5349', TURN_SECRET: 'x'.repeat(32) }),
    ).toEqual([]);
    expect(
      productionProblems({ ...SAFE, PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes' }),
    ).toEqual([]);
  });

  it('when SEED_DEMO=true, then production refuses it outright: the demo accounts share a published password', () => {
    const problems = productionProblems({ ...SAFE, SEED_DEMO: 'true' });
    expect(problems).toEqual([expect.stringMatching(/^SEED_DEMO=true is refused in production: /)]);
    expect(productionProblems({ ...SAFE, SEED_DEMO: 'false' })).toEqual([]);
  });

  it('when the sandbox gateway is chosen without the second setting that allows it, then the line names both', () => {
    for (const allow of [undefined, '', 'no']) {
      const problems = productionProblems({
        ...SAFE,
        PAYMENT_GATEWAY: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: allow,
      });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^PAYMENT_GATEWAY=sandbox takes no real money: .*ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=yes/,
      );
    }
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: '' }],
    ['JWT_SECRET', { JWT_SECRET: 'x'.repeat(31) }],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://hospital.example' }],
    ['TRUST_PROXY', { TRUST_PROXY: undefined }],
    ['TRUST_PROXY', { TRUST_PROXY: '127.0.0.1, proxy.internal' }],
    ['SMTP_URL', { SMTP_URL: ' ' }],
    ['MAIL_FROM', { MAIL_FROM: undefined }],
    ['PAYMENT_GATEWAY', { PAYMENT_GATEWAY: 'bkash' }],
    ['SSLCOMMERZ_STORE_PASSWORD', { SSLCOMMERZ_STORE_PASSWORD: '' }],
    ['SSLCOMMERZ_SANDBOX', { SSLCOMMERZ_SANDBOX: undefined }],
    ['SMS_GATEWAY', { SMS_GATEWAY: undefined }],
    ['SMS_GATEWAY', { SMS_GATEWAY: 'dev' }],
    ['SMS_API_TOKEN', { SMS_API_TOKEN: '' }],
    ['SMS_SENDER_ID', { SMS_SENDER_ID: ' ' }],
    ['SMS_BASE_URL', { SMS_BASE_URL: 'http://smsplus.sslwireless.com' }],
    ['TURN_URLS', { TURN_URLS: 'turn:turn.hospital.example:3478', TURN_SECRET: '' }],
  ])('when %s is wrong, then exactly one line names it', (variable, change) => {
    const problems = productionProblems({ ...SAFE, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable}`));
  });
});

describe('PAYMENT_GATEWAY=none', () => {
  it('when a patient asks to pay online, then it is refused with a sentence and no payment row is opened', async () => {
    const ctx = await createTestApp({ env: { PAYMENT_GATEWAY: 'none' } });
    try {
      const patient = await signedIn(ctx, 'patient');
      const doctor = await createDoctor(ctx.database);
      const appointment = await createAppointment(ctx.database, {
        doctorId: doctor.id,
        patientRef: patient.patient.id,
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payments/init/${appointment.id}`,
        headers: { authorization: patient.token },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ONLINE_PAYMENT_OFF);
    } finally {
      await ctx.close();
    }
  });
});

describe('the SMS settings', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/hospital-config-test' } as const;

  it('when nothing is set, then SMS go to the dev files; with a token, through SSL Wireless', () => {
    expect(loadConfig(base).sms).toMatchObject({ gateway: 'dev', sslWireless: undefined, reminderHour: 18 });
    expect(loadConfig({ ...base, SMS_API_TOKEN: 'token', SMS_SENDER_ID: 'NIRMOY' }).sms).toMatchObject({
      gateway: 'sslwireless',
      sslWireless: { baseUrl: 'https://smsplus.sslwireless.com', apiToken: 'token', senderId: 'NIRMOY' },
    });
    expect(loadConfig({ ...base, SMS_GATEWAY: 'none', SMS_API_TOKEN: 'token' }).sms.gateway).toBe('none');
  });

  it.each([
    [{ SMS_GATEWAY: 'sslwireless' }, 'SMS_GATEWAY=sslwireless needs SMS_API_TOKEN and SMS_SENDER_ID.'],
    [{ SMS_GATEWAY: 'twilio' }, 'SMS_GATEWAY must be sslwireless, dev or none.'],
    [{ SMS_REMINDER_HOUR: '22' }, 'SMS_REMINDER_HOUR must be from 8 to 21.'],
    [{ SMS_BASE_URL: 'not a url' }, 'SMS_BASE_URL must be a URL'],
    [{ SMS_SENDER_ID: 'x'.repeat(21) }, 'SMS_SENDER_ID must be at most 20 characters.'],
    [{ QUEUE_DEFAULT_MINUTES: '0' }, 'QUEUE_DEFAULT_MINUTES must be from 1 to 120.'],
    [{ ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' }, 'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION must be yes or no.'],
    [{ API_DOCS: 'yes' }, 'API_DOCS must be on or off.'],
    [{ API_PROCESSES: '0' }, 'API_PROCESSES must be a whole number from 1'],
  ])('when %j, then start-up stops with a sentence naming it', (change, message) => {
    expect(() => loadConfig({ ...base, ...change })).toThrow(message);
  });
});

describe('the demo accounts in production', () => {
  it('when any account in the demo domain exists, whoever made it, then the start-up check names it; without one, nothing', async () => {
    const ctx = await createTestApp();
    try {
      expect(await demoAccountsProblems(ctx.database)).toEqual([]);
      await createUser(ctx, 'patient', { email: `someone${DEMO_EMAIL_DOMAIN.toUpperCase()}` });
      expect(await demoAccountsProblems(ctx.database)).toEqual([DEMO_ACCOUNTS_PRESENT]);
    } finally {
      await ctx.close();
    }
  });
});

describe('the API documentation (Swagger UI and its JSON)', () => {
  const docsStatus = async (env: Record<string, string>) => {
    const ctx = await createTestApp({ env });
    try {
      const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
      const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      return [ui.statusCode < 400, json.statusCode];
    } finally {
      await ctx.close();
    }
  };

  it('when the site runs in production, then neither is served unless API_DOCS=on', async () => {
    expect(await docsStatus({ APP_ENV: 'production' })).toEqual([false, 404]);
    expect(await docsStatus({ APP_ENV: 'production', API_DOCS: 'on' })).toEqual([true, 200]);
  });

  it('when the site runs as the demo, then both are served unless API_DOCS=off', async () => {
    expect(await docsStatus({})).toEqual([true, 200]);
    expect(await docsStatus({ API_DOCS: 'off' })).toEqual([false, 404]);
  });
});
