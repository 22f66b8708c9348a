import { parseTrustProxy } from './lib/trust-proxy.js';

/**
 * What production mode (`APP_ENV=production`) requires before the server may take a request: one sentence per
 * problem, naming the variable and what to set (docs/deploy.md). The demo (`npm start`) needs none of it.
 * Pure over the environment, so every refusal is tested without starting anything.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const set = (name: string) => (env[name] ?? '').trim() !== '';

  if (!set('DATABASE_URL')) {
    problems.push(
      'DATABASE_URL is not set: production needs PostgreSQL (the embedded store does not promise durability on power loss). Set DATABASE_URL=postgres://user:password@host:5432/hospital.',
    );
  }
  if ((env.JWT_SECRET ?? '').length < 32) {
    problems.push('JWT_SECRET must be set to at least 32 characters: generate one with `openssl rand -hex 32`.');
  }
  if (!(env.PUBLIC_URL ?? '').startsWith('https://')) {
    problems.push(
      'PUBLIC_URL must start with https:// (the address patients use; mailed links and payment callbacks are built from it).',
    );
  }
  if (!set('TRUST_PROXY')) {
    problems.push(
      "TRUST_PROXY is not set: production runs behind a TLS proxy (docs/deploy.md), and without it every patient shares the proxy's address in rate limits and logs. Set TRUST_PROXY=127.0.0.1 for nginx on the same machine, or the proxy's address.",
    );
  } else {
    try {
      parseTrustProxy(env.TRUST_PROXY);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (!set('SMTP_URL'))
    problems.push(
      'SMTP_URL is not set: password resets and staff invitations need a mail server (smtp://user:password@host:587).',
    );
  if (!set('MAIL_FROM'))
    problems.push(
      'MAIL_FROM is not set: the sender of the hospital\'s mail, e.g. "Nirmoy Hospital <no-reply@hospital.example>".',
    );

  const gateway = env.PAYMENT_GATEWAY;
  if (gateway === undefined || gateway === '') {
    problems.push(
      'PAYMENT_GATEWAY is not set: choose sslcommerz (real payments), none (Pay Later only) or sandbox (simulated payments, marked "test payment").',
    );
  } else if (!['sslcommerz', 'none', 'sandbox'].includes(gateway)) {
    problems.push(`PAYMENT_GATEWAY=${gateway} is not known: choose sslcommerz, none or sandbox.`);
  } else if (gateway === 'sslcommerz') {
    if (!set('SSLCOMMERZ_STORE_ID'))
      problems.push(
        'SSLCOMMERZ_STORE_ID is not set: PAYMENT_GATEWAY=sslcommerz needs the store id SSLCommerz gave the hospital.',
      );
    if (!set('SSLCOMMERZ_STORE_PASSWORD'))
      problems.push('SSLCOMMERZ_STORE_PASSWORD is not set: PAYMENT_GATEWAY=sslcommerz needs the store password.');
    if (env.SSLCOMMERZ_SANDBOX !== 'true' && env.SSLCOMMERZ_SANDBOX !== 'false') {
      problems.push(
        "SSLCOMMERZ_SANDBOX must be set to true or false explicitly in production: false takes real money, true uses SSLCommerz's sandbox.",
      );
    }
  }

  const sms = env.SMS_GATEWAY;
  if (sms === undefined || sms === '') {
    problems.push(
      'SMS_GATEWAY is not set: choose sslwireless (booking, reminder and turn SMS through SSL Wireless) or none (no SMS); dev only writes files.',
    );
  } else if (sms === 'dev' || !['sslwireless', 'none'].includes(sms)) {
    problems.push(`SMS_GATEWAY=${sms} is not for production: choose sslwireless or none.`);
  } else if (sms === 'sslwireless') {
    if (!set('SMS_API_TOKEN'))
      problems.push(
        'SMS_API_TOKEN is not set: SMS_GATEWAY=sslwireless needs the API token SSL Wireless gave the hospital.',
      );
    if (!set('SMS_SENDER_ID'))
      problems.push('SMS_SENDER_ID is not set: SMS_GATEWAY=sslwireless needs the approved sender id (masking).');
    if (set('SMS_BASE_URL') && !(env.SMS_BASE_URL ?? '').startsWith('https://')) {
      problems.push('SMS_BASE_URL must start with https:// (the API token travels in every request).');
    }
  }
  return problems;
}

/** The demo's accounts end in this domain; production refuses to serve while any exists. */
export const DEMO_EMAIL_DOMAIN = '@demo.test';
export const DEMO_ACCOUNTS_PRESENT =
  'Demo accounts (@demo.test) exist in this database: production refuses to serve with their published password. Remove them, or start from an empty database without SEED_DEMO=true.';
