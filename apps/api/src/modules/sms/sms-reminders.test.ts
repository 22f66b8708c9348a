import { describe, expect, it } from 'vitest';
import { addDaysToDateString } from '@hospital/contract/format';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { createAppointment, createDayQueue, createDoctor, EVERY_DAY } from '../../test/factories.js';
import { newId } from '../../lib/ids.js';
import { proveForTest } from '../../test/phone-codes.js';
import { VisitReminders } from './reminders.js';
import { SmsNotifier } from './sms.service.js';
import { at, D, useSmsApp, type SmsRow } from './sms-testing.js';

// The evening reminder goes once, and the worker sends through SSL Wireless (a local fake) with retries for
// transport faults and none for refusals.

const { ctx, clock, gateway, smsOf } = useSmsApp();

describe('the evening reminder', () => {
  function reminders() {
    return new VisitReminders({
      database: ctx.database,
      sms: new SmsNotifier({ config: ctx.config, clock: () => clock.now() }),
      reminderHour: 18,
      intervalSeconds: 300,
      clock: () => clock.now(),
      log: { info: () => undefined, error: () => undefined } as never,
    });
  }

  it('when the job runs at 18:30, then each pending appointment of tomorrow is reminded once, even with two processes running it at once', async () => {
    // The evening of D + 5, for D + 6, which no other test books.
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    const tomorrow = addDaysToDateString(D, 6);
    const day = await createDayQueue(ctx.database, doctor.id, 8, tomorrow);
    const cancelled = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: day[0]!.patientRef,
      selectedDate: tomorrow,
      status: 'cancelled',
    });
    const later = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: day[1]!.patientRef,
      selectedDate: addDaysToDateString(D, 7),
    });
    // Booked at 19:00, after the reminders began: the confirmation has just told them, so no reminder.
    const lateBooking = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: day[2]!.patientRef,
      selectedDate: tomorrow,
    });
    await changeStoredRows(
      ctx.database.db,
      sql`update appointments set created_at = ${at(5, '19:00').toISOString()} where id = ${lateBooking.id}`,
    );

    clock.set(5, '17:59');
    expect(await reminders().run()).toBe(0);
    clock.set(5, '18:30');
    const [a, b] = await Promise.all([reminders().run(), reminders().run()]);
    expect(a + b).toBe(8);
    expect(await reminders().run()).toBe(0);
    for (const visit of day) {
      const rows = await smsOf(visit.id);
      expect(rows.filter((r) => r.kind === 'reminder')).toHaveLength(1);
      expect(rows.find((r) => r.kind === 'reminder')!.text).toMatch(
        new RegExp(`^Reminder: tomorrow, .+, serial ${visit.serialNo} with `),
      );
    }
    for (const id of [cancelled.id, later.id, lateBooking.id])
      expect((await smsOf(id)).filter((r) => r.kind === 'reminder')).toEqual([]);
  });

  it('when the job runs at 22:00 or later, then it waits for tomorrow evening', async () => {
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    await createDayQueue(ctx.database, doctor.id, 1, addDaysToDateString(D, 9));
    clock.set(8, '22:00');
    expect(await reminders().run()).toBe(0);
  });
});

describe("the worker and the gateway's answers", () => {
  /** A booking SMS to `to`, a number its owner proved, put straight into the outbox. */
  async function queueDirect(to: string): Promise<string> {
    const id = newId();
    await proveForTest(ctx.database.db, to);
    await changeStoredRows(
      ctx.database.db,
      sql`insert into outbox (id, channel, payload) values (${id}, 'sms', ${JSON.stringify({ to, text: 'Test message', kind: 'booking', appointmentId: id, quietHours: true })}::jsonb)`,
    );
    await changeStoredRows(ctx.database.db, sql`select pg_notify('outbox_ready', '')`);
    return id;
  }
  const rowOf = async (id: string) =>
    (
      await storedRows<SmsRow>(
        ctx.database.db,
        sql`select id, status, attempts, provider_ref, last_error from outbox where id = ${id}`,
      )
    )[0]!;

  it('when the gateway refuses a number, then the message fails at once, without a retry and without the number in the error', async () => {
    clock.set(0, '10:00');
    gateway().scriptFor('01712000001', ['failed']);
    const id = await queueDirect('01712000001');
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 10_000, interval: 100 }).toBe('failed');
    const row = await rowOf(id);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('do-not-disturb');
    expect(row.last_error).not.toContain('1712000001');
  });

  it('when the gateway answers 503 and then drops the line, then the message is retried and sent on the third attempt', async () => {
    clock.set(0, '10:00');
    gateway().scriptFor('01712000002', ['server-error', 'drop']);
    const id = await queueDirect('01712000002');
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 15_000, interval: 200 }).toBe('sent');
    expect(await rowOf(id)).toMatchObject({ attempts: 3, last_error: null });
  });
});
