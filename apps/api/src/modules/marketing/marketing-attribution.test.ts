import { describe, expect, it } from 'vitest';
import { addDaysToDateString } from '@hospital/contract/format';
import { changeStoredRows, sql } from '../../db/testing.js';
import { createAppointment } from '../../test/factories.js';
import { bookAtDesk, bookOnline, signedIn, type SignedIn } from '../../test/test-app.js';
import { DAY_MS, freshContact, linkVisit, today, tomorrow, useMarketingApp } from './marketing-testing.js';

// Which marketer a booking counts for: the one whose link the visitor came by in the last 30 days, or the one who
// referred the contact in the last 30 days; when both, whichever came first.

const marketing = useMarketingApp();
const { ctx, attendant, call, known, patientWith, refer, referredPatient, codeOf, attributionOf } = marketing;
const { stateOfReferral, backdateReferral } = marketing;

/** The attribution row of a booking that counts for `marketer`, by link or by the referral `referral`. */
const countsFor = (marketer: SignedIn, how: 'link' | 'referral', referral: string | null = null) => ({
  marketer_id: marketer.user.id,
  how,
  referral_id: referral,
});

describe('attribution by link', () => {
  it('when a visitor who came by a marketer’s link books within 30 days, then the booking counts for that marketer', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const patient = await patientWith(freshContact());
    const visit = linkVisit(await codeOf(marketer), new Date(Date.now() - 3 * DAY_MS));
    const res = await bookOnline(call, patient, known.doctorId, tomorrow(), visit);
    expect(res.statusCode).toBe(201);
    expect(await attributionOf(res.json().data.appointment._id)).toEqual(countsFor(marketer, 'link'));
  });

  it('when the first visit was over 30 days ago, in the future, or the code is unknown or a departed marketer’s, then the booking is made and counts for nobody', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const departed = await signedIn(ctx, 'marketer');
    const code = await codeOf(marketer);
    const departedCode = await codeOf(departed);
    await changeStoredRows(ctx.database.db, sql`update users set active = false where id = ${departed.user.id}`);
    const cases = [
      linkVisit(code, new Date(Date.now() - 31 * DAY_MS)),
      linkVisit(code, new Date(Date.now() + DAY_MS)),
      linkVisit('AAAAAAAA', new Date()),
      linkVisit(departedCode, new Date()),
      { ref: { code: 'not a code', firstVisitAt: 'yesterday' } },
    ];
    for (const change of cases) {
      const patient = await patientWith(freshContact());
      const res = await bookOnline(call, patient, known.doctorId, tomorrow(), change);
      expect(res.statusCode).toBe(201);
      expect(await attributionOf(res.json().data.appointment._id)).toBeUndefined();
    }
  });
});

describe('attribution by referral', () => {
  it('when a referred contact books online, then the booking counts for the referral, which reads booked', async () => {
    const { marketer, referral, patient } = await referredPatient();
    const res = await bookOnline(call, patient, known.doctorId, tomorrow());
    const appointmentId = res.json().data.appointment._id;
    expect(await attributionOf(appointmentId)).toEqual(countsFor(marketer, 'referral', referral));
    expect(await stateOfReferral(marketer, referral)).toBe('booked');
  });

  it('when the desk books a referred contact and checks them in, then the referral reads booked, then visited', async () => {
    const { marketer, referral, patient } = await referredPatient();
    const booked = await bookAtDesk(call, attendant, patient, known.doctorId, today());
    expect(booked.statusCode).toBe(201);
    const appointmentId = booked.json().data._id;
    expect((await attributionOf(appointmentId))?.how).toBe('referral');
    expect(await stateOfReferral(marketer, referral)).toBe('booked');
    expect((await call(attendant, 'POST', `/appointment/${appointmentId}/arrived`)).statusCode).toBe(200);
    expect(await stateOfReferral(marketer, referral)).toBe('visited');
  });

  it('when a patient booked before being referred checks in, then the visit counts for the referral', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const patient = await patientWith(contact);
    const appointment = await createAppointment(ctx.database, {
      doctorId: known.doctorId,
      patientRef: patient.patient.id,
    });
    const referral = (await refer(marketer, { contact })).json().data._id;
    await call(attendant, 'POST', `/appointment/${appointment.id}/arrived`);
    expect(await attributionOf(appointment.id)).toEqual(countsFor(marketer, 'referral', referral));
    expect(await stateOfReferral(marketer, referral)).toBe('visited');
  });

  it('when the referral is older than 30 days, then a booking does not count for it', async () => {
    const { referral, patient } = await referredPatient();
    await backdateReferral(referral, 31);
    const res = await bookOnline(call, patient, known.doctorId, tomorrow());
    expect(await attributionOf(res.json().data.appointment._id)).toBeUndefined();
  });

  it('when the patient moves the booking to another day, then the new appointment counts for the referral instead', async () => {
    const { marketer, referral, patient } = await referredPatient();
    const booked = await bookOnline(call, patient, known.doctorId, tomorrow());
    const oldId = booked.json().data.appointment._id;
    const moved = await call(patient, 'POST', `/appointment/${oldId}/reschedule`, {
      selectedDate: addDaysToDateString(today(), 2),
    });
    expect(moved.statusCode).toBe(200);
    const newId = moved.json().data._id;
    expect(newId).not.toBe(oldId);
    expect(await attributionOf(oldId)).toBeUndefined();
    expect(await attributionOf(newId)).toMatchObject({ marketer_id: marketer.user.id, referral_id: referral });
    expect(await stateOfReferral(marketer, referral)).toBe('booked');
  });

  it('a referral brings one booking: the contact’s second booking counts for nobody', async () => {
    const { patient } = await referredPatient();
    const first = await bookOnline(call, patient, known.doctorId, tomorrow());
    const second = await bookOnline(call, patient, known.doctorId, addDaysToDateString(today(), 2));
    expect(await attributionOf(first.json().data.appointment._id)).toBeDefined();
    expect(await attributionOf(second.json().data.appointment._id)).toBeUndefined();
  });
});

describe('first wins', () => {
  it('when a contact referred by one marketer books by another’s link visited later, then the referral wins', async () => {
    const { marketer: referrer, referral, patient } = await referredPatient();
    const linker = await signedIn(ctx, 'marketer');
    await backdateReferral(referral, 5);
    const visit = linkVisit(await codeOf(linker), new Date(Date.now() - 2 * DAY_MS));
    const res = await bookOnline(call, patient, known.doctorId, tomorrow(), visit);
    expect(await attributionOf(res.json().data.appointment._id)).toEqual(countsFor(referrer, 'referral', referral));
  });

  it('when the link was visited before the referral was made, then the link wins and the referral stays unbooked', async () => {
    const { marketer: referrer, referral, patient } = await referredPatient();
    const linker = await signedIn(ctx, 'marketer');
    const visit = linkVisit(await codeOf(linker), new Date(Date.now() - 2 * DAY_MS));
    const res = await bookOnline(call, patient, known.doctorId, tomorrow(), visit);
    expect(await attributionOf(res.json().data.appointment._id)).toEqual(countsFor(linker, 'link'));
    expect(await stateOfReferral(referrer, referral)).toBe('referred');
  });

  it('when an attributed booking is checked in, then it still counts for the marketer it first counted for', async () => {
    const linker = await signedIn(ctx, 'marketer');
    const referrer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const patient = await patientWith(contact);
    const res = await bookOnline(call, patient, known.doctorId, today(), linkVisit(await codeOf(linker), new Date()));
    const appointmentId = res.json().data.appointment._id;
    await refer(referrer, { contact });
    await call(attendant, 'POST', `/appointment/${appointmentId}/arrived`);
    expect(await attributionOf(appointmentId)).toMatchObject({ marketer_id: linker.user.id, how: 'link' });
  });
});
