import { describe, expect, it } from 'vitest';
import { addDaysToDateString } from '@hospital/contract/format';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { aNumber, metric, useSmsTestApp } from '../../test/sms-test-app.js';
import { bookOnline, login, uniqueEmail } from '../../test/test-app.js';
import { at, D } from '../../test/visit-day.js';
import { createAccount } from '../users/users.service.js';

// Booking SMS (confirmation, reminder, leave notice, turn alert) go only to a proved number. One to a number nobody
// proved is kept as refused with the reason `unproved`, never sent, and counted in /metrics; the booking itself goes
// through. The code SMS is the one message an unproved number gets, and it counts against the number's daily cap.
// Numbers the desk typed count as proved by staff. The clock is pinned at 10:00 on D.

const CAP = 3;
const now = at(0, '10:00');

const smsApp = useSmsTestApp({ cap: CAP, clock: () => now });
const { ctx, call, attendant: desk, doctors, smsTo, settled, sentTo, turnAlertTo } = smsApp;

const tomorrow = addDaysToDateString(D, 1);
const waitSettled = (to: string) => expect.poll(() => settled(to), { timeout: 10_000, interval: 100 }).toBe(true);

/** A patient account whose number nobody has proved (made before proofs, its number changed since): signed in. */
async function unprovedPatient() {
  const contact = aNumber();
  const email = uniqueEmail('unproved');
  const { patient } = await createAccount(ctx.database.db, {
    role: 'patient',
    name: 'Unproved Patient',
    email,
    password: 'Un#40pqz',
    contact,
    age: 40,
  });
  return { contact, patientRef: patient.id, ...(await login(ctx, email, 'Un#40pqz')) };
}

describe('SMS to a number nobody proved', () => {
  it('when a patient with an unproved number books, then the booking is made, its SMS is refused as unproved and counted, and once they prove the number the next one is sent', async () => {
    const patient = await unprovedPatient();
    const first = await bookOnline(call, patient, doctors[0]!, tomorrow);
    expect(first.statusCode, first.body).toBe(201);
    await expect.poll(async () => (await smsTo(patient.contact)).length, { timeout: 10_000 }).toBe(1);
    await waitSettled(patient.contact);
    expect(await smsTo(patient.contact)).toEqual([{ kind: 'booking', status: 'refused', last_error: 'unproved' }]);
    expect(sentTo(patient.contact)).toEqual([]);

    const scrape = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metric(scrape.body, 'sms_messages_today{outcome="refused",cause="booking",reason="unproved"}')).toBe(1);

    // The code itself reaches the unproved number; with it the number is proved.
    const sent = await call(patient, 'POST', '/phone-proofs/send', { contact: patient.contact });
    expect(sent.statusCode, sent.body).toBe(200);
    await expect.poll(() => sentTo(patient.contact).length, { timeout: 10_000 }).toBe(1);
    const code = /^(\d{6}) /.exec(String(sentTo(patient.contact)[0]!.sms))![1]!;
    const checked = await call(patient, 'POST', '/phone-proofs/check', { contact: patient.contact, code });
    expect(checked.statusCode, checked.body).toBe(200);

    const second = await bookOnline(call, patient, doctors[1]!, tomorrow);
    expect(second.statusCode, second.body).toBe(201);
    await expect.poll(async () => (await smsTo(patient.contact)).length, { timeout: 10_000 }).toBe(3);
    await waitSettled(patient.contact);
    expect((await smsTo(patient.contact)).map((row) => [row.kind, row.status])).toEqual([
      ['booking', 'refused'],
      ['code', 'sent'],
      ['booking', 'sent'],
    ]);
  });

  it('when the queue moves for a patient whose number nobody proved, then the turn alert is refused as unproved too', async () => {
    const contact = aNumber();
    await turnAlertTo(contact);
    await expect.poll(async () => (await smsTo(contact)).length, { timeout: 10_000 }).toBe(1);
    await waitSettled(contact);
    expect(await smsTo(contact)).toEqual([{ kind: 'turn', status: 'refused', last_error: 'unproved' }]);
    expect(sentTo(contact)).toEqual([]);
  });

  it('when a number was on record before proofs began, then its SMS go as before', async () => {
    const patient = await unprovedPatient();
    await changeStoredRows(
      ctx.database.db,
      sql`insert into proved_numbers (number, how) values (${patient.contact}, 'existing')`,
    );
    expect((await bookOnline(call, patient, doctors[0]!, addDaysToDateString(D, 2))).statusCode).toBe(201);
    await expect.poll(() => sentTo(patient.contact).length, { timeout: 10_000 }).toBe(1);
  });
});

describe('numbers the desk typed', () => {
  it('when the desk books a walk-in with a new number, then the number counts as proved by that attendant and the confirmation is sent', async () => {
    const contact = aNumber();
    const res = await call(desk, 'POST', '/appointment', {
      doctor: doctors[0]!,
      patient: '',
      contact,
      newPatientInfo: { name: 'Rahima Begum', age: 40, gender: 'female' },
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      consultationFee: 0,
      selectedDate: tomorrow,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [proof] = await storedRows<{ how: string; proved_by: string }>(
      ctx.database.db,
      sql`select how, proved_by from proved_numbers where number = ${contact}`,
    );
    expect(proof).toEqual({ how: 'desk', proved_by: desk.user.id });
    await expect.poll(() => sentTo(contact).length, { timeout: 10_000 }).toBe(1);
  });
});

describe('the code SMS and the daily cap', () => {
  it("when codes are asked for one number past the number's daily SMS cap, then the one over it is refused like any other SMS", async () => {
    const contact = aNumber();
    for (let i = 0; i <= CAP; i++) {
      const res = await call(undefined, 'POST', '/phone-proofs/send', { contact }, { remoteAddress: `10.5.0.${i}` });
      expect(res.statusCode, res.body).toBe(200);
      await changeStoredRows(
        ctx.database.db,
        sql`update rate_limit_counters set window_start = window_start - interval '61 seconds'
            where key = ${`phone-code-number:${contact}`}`,
      );
    }
    await expect.poll(async () => (await smsTo(contact)).length, { timeout: 10_000 }).toBe(CAP + 1);
    await waitSettled(contact);
    const rows = await smsTo(contact);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(CAP);
    expect(rows.at(-1)).toEqual({ kind: 'code', status: 'refused', last_error: 'number_daily_cap' });
  });
});
