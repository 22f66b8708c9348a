import { afterAll, beforeAll } from 'vitest';
import { sql, storedRows } from '../db/testing.js';
import { createDoctor, EVERY_DAY } from './factories.js';
import { createSmsTestApp, startFakeSslWireless, type FakeSmsServer } from './fake-sslwireless.js';
import { useTestApp } from './test-app.js';

type SmsRow = { status: string; kind: string; last_error: string | null };

/**
 * An app whose SMS go to a fake SSL Wireless, with a daily cap of `cap` a number, its clock read from `clock`, the
 * desk signed in and three doctors who sit every day; and ways to read what was queued and sent to a number.
 */
export function useSmsTestApp({ cap, clock }: { cap: number; clock: () => Date }) {
  let fake: FakeSmsServer;
  afterAll(async () => {
    await fake.close();
  });
  const app = useTestApp({
    signedIn: ['attendant'],
    open: async () => {
      fake = await startFakeSslWireless();
      return createSmsTestApp(fake, { clock, env: { SMS_MAX_PER_NUMBER_PER_DAY: String(cap) } });
    },
  });
  const doctors: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) doctors.push((await createDoctor(app.ctx.database, {}, EVERY_DAY)).id);
  });
  /** The outbox's SMS to `to`, oldest first. */
  const smsTo = (to: string) =>
    storedRows<SmsRow>(
      app.ctx.database.db,
      sql`select status, payload->>'kind' as kind, last_error from outbox where channel = 'sms' and payload->>'to' = ${to} order by created_at`,
    );
  return {
    ...app,
    doctors,
    smsTo,
    /** Whether every SMS to `to` has been sent or refused. */
    settled: async (to: string) => (await smsTo(to)).every((row) => row.status !== 'pending'),
    /** What the fake gateway received for `to`. */
    sentTo: (to: string) => fake.received.filter((m) => m.msisdn === `88${to}`),
  };
}

/** A mobile number no other test uses. */
export const aNumber = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
