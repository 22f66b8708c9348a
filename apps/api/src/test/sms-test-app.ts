import { afterAll, beforeAll, expect } from 'vitest';
import { sql, storedRows } from '../db/testing.js';
import { insertPatient } from '../modules/patients/patients.repository.js';
import { createAppointment, createDoctor, EVERY_DAY } from './factories.js';
import { createSmsTestApp, startFakeSslWireless, type FakeSmsServer } from './fake-sslwireless.js';
import { useTestApp } from './test-app.js';
import { D } from './visit-day.js';

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
  /**
   * A patient record on `contact` (Nila, 9) waits second in the third doctor's queue on D, behind
   * another; the desk calls the first in, which queues the turn alert to `contact`.
   */
  async function turnAlertTo(contact: string) {
    const { db } = app.ctx.database;
    const waiting = await insertPatient(db, { name: 'Nila', age: 9, gender: null, weight: null, contact });
    const first = await insertPatient(db, { name: 'First', age: 30, gender: null, weight: null, contact: aNumber() });
    for (const patient of [first, waiting])
      await createAppointment(app.ctx.database, { doctorId: doctors[2]!, patientRef: patient.id, selectedDate: D });
    expect((await app.call(app.attendant, 'POST', `/queue/${doctors[2]}/call-next`)).statusCode).toBe(200);
  }
  return {
    ...app,
    doctors,
    smsTo,
    turnAlertTo,
    /** Whether every SMS to `to` has been sent or refused. */
    settled: async (to: string) => (await smsTo(to)).every((row) => row.status !== 'pending'),
    /** What the fake gateway received for `to`. */
    sentTo: (to: string) => fake.received.filter((m) => m.msisdn === `88${to}`),
  };
}

/** A mobile number no other test uses. */
export const aNumber = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The value of one series in a /metrics scrape, 0 when absent. */
export function metric(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
