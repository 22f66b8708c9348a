import { describe, expect, it } from 'vitest';
import { addDaysToDateString } from '@hospital/contract/format';
import { changeStoredRows, sql } from '../../db/testing.js';
import { newId } from '../../lib/ids.js';
import { proveForTest } from '../../test/phone-codes.js';
import { at, D } from '../../test/visit-day.js';
import { aNumber, metric, useSmsTestApp } from '../../test/sms-test-app.js';
import { SmsNotifier } from './sms.service.js';

// Every SMS costs the hospital money, so no number gets more than SMS_MAX_PER_NUMBER_PER_DAY of them in a Dhaka day,
// whatever their cause, except the turn alert, which always goes. The worker decides when it is about to send, with
// a counter in PostgreSQL, so two processes sending at once still keep to it; a message over the cap is kept as
// refused, and /metrics counts the day's SMS sent and refused by cause. The clock is pinned at 10:00 on D.

const CAP = 2;
let now = at(0, '10:00');

const smsApp = useSmsTestApp({ cap: CAP, clock: () => now });
const { ctx, call, attendant: desk, doctors, smsTo, settled, sentTo, turnAlertTo } = smsApp;

/**
 * Puts a reminder SMS to `to` (a number its owner proved) in the outbox as the reminder sweep does; `wakeWorkers` has
 * the workers send it.
 */
async function queueReminder(to: string, quietHours: boolean) {
  await proveForTest(ctx.database.db, to);
  await changeStoredRows(
    ctx.database.db,
    sql`insert into outbox (id, channel, payload) values (${newId()}, 'sms',
        jsonb_build_object('to', ${to}::text, 'text', 'Reminder', 'kind', 'reminder', 'appointmentId', ${newId()}::text, 'quietHours', ${quietHours}::boolean))`,
  );
}
const wakeWorkers = () => changeStoredRows(ctx.database.db, sql`select pg_notify('outbox_ready', '')`);

function walkIn(contact: string, doctor: string, name: string) {
  return call(desk, 'POST', '/appointment', {
    doctor,
    patient: '',
    contact,
    newPatientInfo: { name, age: 40, gender: 'female' },
    consultationMethod: 'hospital visit',
    consultationFor: 'For Me',
    consultationFee: 0,
    selectedDate: addDaysToDateString(D, 1),
  });
}

describe("a number's SMS in a day", () => {
  it('when a number has had its SMS for the day, then a reminder and a leave notice to it are refused and kept as refused, the turn alert still goes, and /metrics counts them by cause', async () => {
    now = at(0, '10:00');
    const number = aNumber();
    // Two walk-ins booked on one number (a mother and her son): the two confirmations are the day's allowance.
    const first = await walkIn(number, doctors[0]!, 'Rahima Begum');
    expect(first.statusCode, first.body).toBe(201);
    const second = await walkIn(number, doctors[1]!, 'Karim Begum');
    expect(second.statusCode, second.body).toBe(201);
    await expect.poll(() => settled(number), { timeout: 10_000, interval: 100 }).toBe(true);

    // Then a reminder and a leave notice about those visits: refused, whatever their cause.
    const sms = new SmsNotifier({ config: ctx.config, clock: () => now });
    const [one, two] = [first, second].map((res) => res.json().data._id as string) as [string, string];
    await ctx.database.db.transaction(async (tx) => {
      await sms.queue(tx, 'reminder', [one]);
      await sms.queue(tx, 'leave', [two]);
    });
    await expect.poll(() => settled(number), { timeout: 10_000, interval: 100 }).toBe(true);

    // The queue moves today for a third visit on the number: the turn alert is not counted against it.
    await turnAlertTo(number);
    await expect.poll(async () => (await smsTo(number)).length, { timeout: 10_000, interval: 100 }).toBe(5);
    await expect.poll(() => settled(number), { timeout: 10_000, interval: 100 }).toBe(true);

    expect((await smsTo(number)).map(({ kind, status, last_error }) => [kind, status, last_error])).toEqual([
      ['booking', 'sent', null],
      ['booking', 'sent', null],
      ['reminder', 'refused', 'number_daily_cap'],
      ['leave', 'refused', 'number_daily_cap'],
      ['turn', 'sent', null],
    ]);
    expect(sentTo(number)).toHaveLength(3);

    const scrape = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(scrape.statusCode).toBe(200);
    const text = scrape.body;
    expect(metric(text, 'sms_messages_today{outcome="sent",cause="booking"}')).toBeGreaterThanOrEqual(2);
    expect(metric(text, 'sms_messages_today{outcome="sent",cause="turn"}')).toBeGreaterThanOrEqual(1);
    expect(metric(text, 'sms_messages_today{outcome="refused",cause="reminder",reason="number_daily_cap"}')).toBe(1);
    expect(metric(text, 'sms_messages_today{outcome="refused",cause="leave",reason="number_daily_cap"}')).toBe(1);
  });

  it('when two processes send thirty SMS to one number at once, then exactly the cap of them go and the rest are refused', async () => {
    now = at(0, '11:00');
    const number = aNumber();
    const second = await ctx.openSecondApp();
    expect(second).toBeDefined();
    for (let i = 0; i < 30; i++) await queueReminder(number, true);
    await wakeWorkers();
    await expect.poll(() => settled(number), { timeout: 20_000, interval: 100 }).toBe(true);
    const rows = await smsTo(number);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(CAP);
    expect(rows.filter((row) => row.status === 'refused')).toHaveLength(30 - CAP);
    expect(sentTo(number)).toHaveLength(CAP);
  });

  it('when the Dhaka day turns, then the number may be sent to again', async () => {
    now = at(0, '21:00');
    const number = aNumber();
    const queue = async () => {
      await queueReminder(number, false);
      await wakeWorkers();
      await expect.poll(() => settled(number), { timeout: 10_000, interval: 100 }).toBe(true);
    };
    for (let i = 0; i < CAP + 1; i++) await queue();
    expect(sentTo(number)).toHaveLength(CAP);
    now = at(1, '09:00');
    await queue();
    expect(sentTo(number)).toHaveLength(CAP + 1);
  });
});
