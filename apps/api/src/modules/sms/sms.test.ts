import { describe, expect, it } from 'vitest';
import { addDaysToDateString } from '@hospital/contract/format';
import { MOBILE_NUMBER_MESSAGE } from '@hospital/contract/fields';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { signedIn } from '../../test/test-app.js';
import { at, D, useSmsApp } from './sms-testing.js';

// The booking confirmation SMS, through the outbox with a pinned clock: quiet hours defer it, opt-out and language
// are the patient's. Its text is in sms-statement.test.ts, the reminder and the gateway in sms-reminders.test.ts.

const { ctx, call, known, clock, gateway, smsOf, bookWalkIn, book } = useSmsApp();

describe('the booking confirmation', () => {
  it('when a patient books at 10:00, then the SMS is sent at once through SSL Wireless and its reference is kept', async () => {
    clock.set(0, '10:00');
    const patient = await signedIn(ctx, 'patient');
    const booked = await book(patient);
    await expect
      .poll(async () => (await smsOf(booked._id))[0]?.status, { timeout: 10_000, interval: 100 })
      .toBe('sent');
    const [row] = await smsOf(booked._id);
    expect(row).toMatchObject({ kind: 'booking', to: '01700000000', attempts: 1, last_error: null });
    expect(row!.provider_ref).toMatch(/^REF\d{6}$/);
    expect(row!.text).toMatch(/^Booking confirmed: serial 1 with Dr\. Sms Doctor on /);
    expect(gateway().received.some((m) => m.csms_id === row!.id && m.msisdn === '8801700000000')).toBe(true);
  });

  it('when a patient books at 23:00, then the SMS waits for 08:00 and is not sent meanwhile', async () => {
    clock.set(0, '23:00');
    const patient = await signedIn(ctx, 'patient');
    const booked = await book(patient, addDaysToDateString(D, 2));
    const [row] = await smsOf(booked._id);
    expect(row!.status).toBe('pending');
    expect(new Date(row!.next_attempt_at)).toEqual(at(1, '08:00'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(gateway().received.some((m) => m.csms_id === row!.id)).toBe(false);
  });

  it('when the desk books a walk-in for tonight at 23:00, then no confirmation waits for a morning after the visit', async () => {
    clock.set(0, '23:00');
    const res = await bookWalkIn('01812345699', { name: 'Late Walk-in', age: 33, gender: 'female' });
    expect(res.statusCode).toBe(201);
    expect(await smsOf(res.json().data._id)).toEqual([]);
  });

  it('when a message comes due in quiet hours (a retry, a late worker), then the worker puts it back to 08:00 without using an attempt', async () => {
    clock.set(0, '23:30');
    const patient = await signedIn(ctx, 'patient');
    const booked = await book(patient, addDaysToDateString(D, 2));
    const [row] = await smsOf(booked._id);
    await changeStoredRows(
      ctx.database.db,
      sql`update outbox set next_attempt_at = now() - interval '1 minute' where id = ${row!.id}`,
    );
    await changeStoredRows(ctx.database.db, sql`select pg_notify('outbox_ready', '')`);
    await expect
      .poll(async () => new Date((await smsOf(booked._id))[0]!.next_attempt_at).getTime(), {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(at(1, '08:00').getTime());
    expect((await smsOf(booked._id))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('when the patient prefers Bangla, then the SMS is in Bangla; when they opted out, then none is queued', async () => {
    clock.set(0, '10:00');
    const bangla = await signedIn(ctx, 'patient');
    await call(bangla, 'PUT', '/patients/me/preferences', { language: 'bn' });
    const bookedBangla = await book(bangla);
    expect((await smsOf(bookedBangla._id))[0]!.text).toMatch(/^সিরিয়াল \S+ নিশ্চিত: Dr\. Sms Doctor/);

    const quiet = await signedIn(ctx, 'patient');
    await call(quiet, 'PUT', '/patients/me/preferences', { smsOptOut: true });
    expect(await smsOf((await book(quiet))._id)).toEqual([]);
  });

  it('when the holder opted out, then bookings for their family members send nothing either', async () => {
    clock.set(0, '10:00');
    const holder = await signedIn(ctx, 'patient');
    await call(holder, 'PUT', '/patients/me/preferences', { smsOptOut: true });
    const member = await call(holder, 'POST', '/patients/family', {
      name: 'Opted Child',
      age: 3,
      gender: 'female',
      relation: 'child',
    });
    const res = await call(holder, 'POST', '/appointment', {
      doctor: known.doctorId,
      patient: member.json().data._id,
      consultationFee: 0,
      consultationMethod: 'hospital visit',
      consultationFor: 'Family Member',
      selectedDate: addDaysToDateString(D, 1),
    });
    expect(res.statusCode).toBe(201);
    expect(await smsOf(res.json().data.appointment._id)).toEqual([]);
  });

  it('when the desk books a walk-in who asked for Bangla, then their SMS are in Bangla, this visit and the next; an account keeps its own language', async () => {
    clock.set(0, '10:00');
    const first = await bookWalkIn(
      '01812345677',
      { name: 'Bangla Walk-in', age: 41, gender: 'male' },
      { smsLanguage: 'bn', selectedDate: addDaysToDateString(D, 1) },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect((await smsOf(first.json().data._id))[0]!.text).toMatch(/^সিরিয়াল \S+ নিশ্চিত: Dr\. Sms Doctor/);

    // The next visit, booked for the same record without asking again (another desk, an older client): still Bangla.
    const again = await bookWalkIn('01812345677', undefined, {
      patient: first.json().data.patient._id,
      selectedDate: addDaysToDateString(D, 3),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await smsOf(again.json().data._id))[0]!.text).toMatch(/^সিরিয়াল/);
    // Messages composed later (the leave notice reads the recipient again): Bangla too.
    const admin = await signedIn(ctx, 'admin');
    const leaveDay = addDaysToDateString(D, 3);
    const leave = await call(admin, 'POST', `/doctors/${known.doctorId}/leave`, {
      from: leaveDay,
      to: leaveDay,
      reason: 'Family wedding',
    });
    expect(leave.statusCode, leave.body).toBe(201);
    expect((await smsOf(again.json().data._id)).find((r) => r.kind === 'leave')!.text).toMatch(/ছুটিতে থাকবেন/);
    await call(admin, 'DELETE', `/doctors/${known.doctorId}/leave/${leave.json().data.leave._id}`);

    // A patient with an account chose English on it: the desk's question does not override that.
    const patient = await signedIn(ctx, 'patient');
    const theirs = await bookWalkIn(patient.patient.contact, undefined, {
      patient: patient.patient.id,
      smsLanguage: 'bn',
      selectedDate: addDaysToDateString(D, 1),
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await smsOf(theirs.json().data._id))[0]!.text).toMatch(/^Booking confirmed:/);
    const [record] = await storedRows<{ sms_language: string | null }>(
      ctx.database.db,
      sql`select sms_language from patients where id = ${patient.patient.id}`,
    );
    expect(record!.sms_language).toBeNull();
  });

  it('when the desk sends an SMS language that is neither en nor bn, then the booking is refused with the message and nothing is stored', async () => {
    clock.set(0, '10:00');
    const res = await bookWalkIn(
      '01812345678',
      { name: 'Odd Language', age: 30, gender: 'female' },
      { smsLanguage: 'fr' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Choose English (en) or Bangla (bn).',
      errorSources: [{ path: 'smsLanguage' }],
    });
    const [row] = await storedRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from patients where name = 'Odd Language'`,
    );
    expect(row!.n).toBe(0);
  });

  it('when the desk books a walk-in whose contact is not a mobile number, then it is refused and no SMS is queued', async () => {
    clock.set(0, '10:00');
    const res = await bookWalkIn('02912345678', { name: 'Landline Walk-in', age: 50, gender: 'male' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toContainEqual({ path: 'contact', message: MOBILE_NUMBER_MESSAGE });
    expect(await storedRows(ctx.database.db, sql`select 1 from outbox where payload->>'to' = '02912345678'`)).toEqual(
      [],
    );
  });
});
