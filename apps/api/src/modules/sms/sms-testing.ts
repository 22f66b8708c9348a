import { afterAll, beforeAll, expect } from 'vitest';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { sql, storedRows } from '../../db/testing.js';
import { dhakaInstant, createDoctor, EVERY_DAY } from '../../test/factories.js';
import { createSmsTestApp, startFakeSslWireless, type FakeSmsServer } from '../../test/fake-sslwireless.js';
import { bookOnline, signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';

// The SMS tests' set-up: an app whose SMS go through the outbox to a local fake of SSL Wireless, with a pinned clock
// a test may move; one doctor who sits every day; and the bookings whose SMS the tests read. "Today" is D, two days
// from now.

export const D = addDaysToDateString(dhakaDateString(), 2);
export const at = (offset: number, time: string) => dhakaInstant(D, offset, time);

export type SmsRow = {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  provider_ref: string | null;
  last_error: string | null;
  to: string;
  text: string;
  kind: string;
};

export function useSmsApp() {
  let now = at(0, '10:00');
  let fake: FakeSmsServer | undefined;
  const known = { doctorId: '' };
  // Registered before the app's own hooks, so it runs after the app has closed (after-hooks run last-in, first-out).
  afterAll(async () => {
    await fake?.close();
  });
  const app = useTestApp({
    open: async () => {
      fake = await startFakeSslWireless();
      return createSmsTestApp(fake, {
        clock: () => now,
        env: { OUTBOX_RETRY_BASE_SECONDS: '1', OUTBOX_MAX_ATTEMPTS: '3' },
      });
    },
  });
  const { ctx, call } = app;
  beforeAll(async () => {
    known.doctorId = (await createDoctor(ctx.database, { fullName: 'Sms Doctor' }, EVERY_DAY)).id;
  });

  /** The app's clock: `set` moves it to a time `offset` days after D; `now` reads it. */
  const clock = {
    now: () => now,
    set: (offset: number, time: string) => (now = at(offset, time)),
  };

  /** The fake SSL Wireless: what it received, and the answers it is told to give. */
  const gateway = () => {
    if (!fake) throw new Error('the gateway is read before its beforeAll has run');
    return fake;
  };

  async function smsOf(appointmentId: string): Promise<SmsRow[]> {
    return storedRows<SmsRow>(
      ctx.database.db,
      sql`select id, status, attempts, next_attempt_at, provider_ref, last_error, payload->>'to' as "to", payload->>'text' as text, payload->>'kind' as kind
          from outbox where channel = 'sms' and payload->>'appointmentId' = ${appointmentId} order by created_at`,
    );
  }

  /** The desk books a walk-in for a new patient on D (or as `more` says: another date, an existing patient, the SMS language). */
  async function bookWalkIn(
    contact: string,
    newPatientInfo: { name: string; age: number; gender: string } | undefined,
    more: Record<string, unknown> = {},
  ) {
    const desk = await signedIn(ctx, 'attendant');
    return call(desk, 'POST', '/appointment', {
      doctor: known.doctorId,
      patient: '',
      contact,
      newPatientInfo,
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      consultationFee: 0,
      selectedDate: D,
      ...more,
    });
  }

  async function bookWith(who: SignedIn, doctor: string, selectedDate: string) {
    const res = await bookOnline(call, who, doctor, selectedDate);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.appointment as { _id: string; serialNo: number };
  }

  const book = (who: SignedIn, selectedDate = addDaysToDateString(D, 1)) => bookWith(who, known.doctorId, selectedDate);

  return { ...app, known, clock, gateway, smsOf, bookWalkIn, bookWith, book };
}
