import type { Database } from './db/client.js';
import { parseTrustProxy } from './lib/trust-proxy.js';
import { countAccountsInDomain } from './modules/users/users.repository.js';

/**
 * What production mode (`APP_ENV=production`) requires before the server may take a request: one sentence per
 * problem, naming the variable and what to set (docs/deploy.md). The demo (`npm start`) needs none of it.
 * Pure over the environment, so every refusal is tested without starting anything.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const set = (name: string) => (env[name] ?? '').trim() !== '';
  /** Each variable name -> why it is needed: one "is not set" problem for each that is empty. */
  const requireSet = (required: Record<string, string>) => {
    for (const [name, why] of Object.entries(required)) if (!set(name)) problems.push(`${name} is not set: ${why}`);
  };

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
  requireSet({
    SMTP_URL: 'password resets and staff invitations need a mail server (smtp://user:password@host:587).',
    MAIL_FROM: 'the sender of the hospital\'s mail, e.g. "Nirmoy Hospital <no-reply@hospital.example>".',
  });

  const gateway = env.PAYMENT_GATEWAY;
  if (gateway === undefined || gateway === '') {
    problems.push(
      'PAYMENT_GATEWAY is not set: choose sslcommerz (real payments), none (Pay Later only) or sandbox (simulated payments, marked "test payment").',
    );
  } else if (!['sslcommerz', 'none', 'sandbox'].includes(gateway)) {
    problems.push(`PAYMENT_GATEWAY=${gateway} is not known: choose sslcommerz, none or sandbox.`);
  } else if (gateway === 'sandbox') {
    if (env.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION !== 'yes')
      problems.push(
        'PAYMENT_GATEWAY=sandbox takes no real money: a patient could believe a simulated payment settled the fee. Choose sslcommerz or none, or, to run a trial on purpose, also set ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=yes (every page then says "Test payment").',
      );
  } else if (gateway === 'sslcommerz') {
    requireSet({
      SSLCOMMERZ_STORE_ID: 'PAYMENT_GATEWAY=sslcommerz needs the store id SSLCommerz gave the hospital.',
      SSLCOMMERZ_STORE_PASSWORD: 'PAYMENT_GATEWAY=sslcommerz needs the store password.',
    });
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
    requireSet({
      SMS_API_TOKEN: 'SMS_GATEWAY=sslwireless needs the API token SSL Wireless gave the hospital.',
      SMS_SENDER_ID: 'SMS_GATEWAY=sslwireless needs the approved sender id (masking).',
    });
    if (set('SMS_BASE_URL') && !(env.SMS_BASE_URL ?? '').startsWith('https://')) {
      problems.push('SMS_BASE_URL must start with https:// (the API token travels in every request).');
    }
  }

  if (set('TURN_URLS') && !set('TURN_SECRET')) {
    problems.push(
      "TURN_URLS is set but TURN_SECRET is not: the consultation rooms' TURN credentials are signed with coturn's static-auth-secret. Set TURN_SECRET to the same value as coturn's static-auth-secret (`openssl rand -hex 32`).",
    );
  }

  if (env.SEED_DEMO === 'true') {
    problems.push(
      'SEED_DEMO=true is refused in production: the demo accounts it creates share a password published in the README, so anyone could sign in as an admin. Remove SEED_DEMO (or set it to false).',
    );
  }
  return problems;
}

export const DEMO_SEED_REFUSED =
  'db:seed is refused with APP_ENV=production: it empties the database and fills it with the demo data, whose accounts share a published password.';

/** The demo's accounts end in this domain; production refuses to serve while any exists. */
export const DEMO_EMAIL_DOMAIN = '@demo.test';
export const DEMO_ACCOUNTS_PRESENT =
  'Demo accounts (@demo.test) exist in this database: production refuses to serve with their published password. Remove them, or start from an empty database.';

/**
 * What production refuses in the database itself: any account in the demo's domain, whoever made it (the seed, a
 * demo once started on this database, a copied dump). Checked on every production start, whatever SEED_DEMO says.
 */
export async function demoAccountsProblems(database: Database): Promise<string[]> {
  return (await countAccountsInDomain(database.db, DEMO_EMAIL_DOMAIN)) > 0 ? [DEMO_ACCOUNTS_PRESENT] : [];
}
