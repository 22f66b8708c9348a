import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentSchema,
  CHECK_IN_CANCELLED_MESSAGE,
  CHECK_IN_CODE_INVALID_MESSAGE,
  CHECK_IN_CODE_REQUIRED_MESSAGE,
  CHECK_IN_DONE_MESSAGE,
  checkInResultSchema,
  checkInWrongDayMessage,
} from '@hospital/contract/appointments';
import { REMOTE_METHODS } from '@hospital/contract/consultations';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import type { ConsultationMethod } from '@hospital/contract/lists';
import { sql, storedRows } from '../../db/testing.js';
import { createAppointment, createDoctor } from '../../test/factories.js';
import { signedIn, useTestApp } from '../../test/test-app.js';
import { CheckInCodes } from './check-in-codes.js';

// QR check-in: the appointment's code is an HMAC-signed reference with nothing personal in it; the
// desk scans it and the patient is marked arrived. Forged codes and another day's codes are refused.

const { ctx, attendant: desk, call } = useTestApp({ signedIn: ['attendant'] });
let doctorId: string;
beforeAll(async () => {
  doctorId = (await createDoctor(ctx.database, { fullName: 'Scan Doctor' })).id;
});

/** A patient with an appointment today, and the code their appointments page shows for it. */
async function patientWithCode(
  change: {
    selectedDate?: string;
    status?: 'pending' | 'done' | 'cancelled';
    consultationMethod?: ConsultationMethod;
  } = {},
) {
  const patient = await signedIn(ctx, 'patient');
  const appointment = await createAppointment(ctx.database, { doctorId, patientRef: patient.patient.id, ...change });
  const mine = await call(patient, 'GET', '/appointment/current-user');
  const shown = appointmentSchema.parse(mine.json().data[0]);
  return { patient, appointment, code: shown.checkInCode };
}

function scan(code: unknown) {
  return call(desk, 'POST', '/appointment/check-in', { code });
}

async function arrivedAt(id: string) {
  const [row] = await storedRows<{ arrived_at: Date | null }>(
    ctx.database.db,
    sql`select arrived_at from appointments where id = ${id}`,
  );
  return row!.arrived_at;
}

describe('the code an appointment shows', () => {
  it('when the patient reads a pending appointment, then its code is 32 characters of A-Z and 2-7 with nothing personal in clear', async () => {
    const { patient, appointment, code } = await patientWithCode();
    expect(code).toMatch(/^[A-Z2-7]{32}$/);
    for (const personal of [
      patient.patient.name,
      patient.patient.patientId,
      patient.patient.contact,
      patient.email,
      appointment.id,
      appointment.id.toUpperCase(),
    ]) {
      expect(code).not.toContain(personal);
    }
  });

  it('when an appointment is cancelled, then it shows no code', async () => {
    expect((await patientWithCode({ status: 'cancelled' })).code).toBeNull();
  });

  it.each(REMOTE_METHODS)(
    'when a pending appointment is a %s consultation, then it shows no code: nobody checks in at the desk',
    async (consultationMethod) => {
      expect((await patientWithCode({ consultationMethod })).code).toBeNull();
    },
  );
});

describe('POST /appointment/check-in', () => {
  it("when the desk scans today's code, then the appointment comes back arrived, and the desk list and the queue show it", async () => {
    const { appointment, code } = await patientWithCode();
    const res = await scan(code);
    expect(res.statusCode).toBe(200);
    const result = checkInResultSchema.parse(res.json().data);
    expect(result.alreadyArrived).toBe(false);
    expect(result.appointment).toMatchObject({
      _id: appointment.id,
      serialNo: appointment.serialNo,
      doctor: { fullName: 'Scan Doctor' },
    });
    expect(result.appointment.arrivedAt).not.toBeNull();
    expect(res.json().message).toBe(`Checked in: serial ${appointment.serialNo}.`);

    const list = await call(desk, 'GET', `/appointment?doctor=${doctorId}`);
    expect(list.json().data.data.find((a: { _id: string }) => a._id === appointment.id).arrivedAt).toBe(
      result.appointment.arrivedAt,
    );
    const queue = await call(desk, 'GET', `/queue/${doctorId}`);
    expect(queue.json().data.waiting[0]._id).toBe(appointment.id);
  });

  it('when the same code is scanned again, typed in lower case or with spaces, then it answers the same appointment as already arrived', async () => {
    const { appointment, code } = await patientWithCode();
    await scan(code);
    const first = await arrivedAt(appointment.id);
    for (const typed of [code, code!.toLowerCase(), code!.replace(/(.{4})/g, '$1 ').trim()]) {
      const res = await scan(typed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'This patient has already checked in.',
        data: { alreadyArrived: true, appointment: { _id: appointment.id } },
      });
    }
    expect(await arrivedAt(appointment.id)).toEqual(first);
  });

  it('when a code is forged, altered or made with another key, then it is refused with one sentence and nobody is marked', async () => {
    const { appointment, code } = await patientWithCode();
    const other = await patientWithCode();
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const foreignKey = new CheckInCodes('another-secret-that-is-long-enough-0123456789');
    const forged = [
      `${code!.slice(0, 31)}${flip(code![31]!)}`,
      `${flip(code![0]!)}${code!.slice(1)}`,
      `${other.code!.slice(0, 20)}${code!.slice(20)}`,
      foreignKey.codeFor(appointment.id, dhakaDateString()),
      new CheckInCodes(ctx.config.jwtSecret).codeFor('0123456789abcdef01234567', dhakaDateString()),
      'A'.repeat(32),
      code!.slice(0, 31),
      `${code}A`,
      '0'.repeat(32),
      appointment.id,
    ];
    for (const attempt of forged) {
      const res = await scan(attempt);
      expect(res.statusCode, attempt).toBe(422);
      expect(res.json()).toMatchObject({
        message: CHECK_IN_CODE_INVALID_MESSAGE,
        errorSources: [{ path: 'code', message: CHECK_IN_CODE_INVALID_MESSAGE }],
      });
    }
    expect(await arrivedAt(appointment.id)).toBeNull();
    expect(await arrivedAt(other.appointment.id)).toBeNull();
  });

  it('when the code of the same appointment is signed for another date, then it is refused as forged', async () => {
    const { appointment } = await patientWithCode();
    const signedForTomorrow = new CheckInCodes(ctx.config.jwtSecret).codeFor(
      appointment.id,
      addDaysToDateString(dhakaDateString(), 1),
    );
    expect((await scan(signedForTomorrow)).json().message).toBe(CHECK_IN_CODE_INVALID_MESSAGE);
  });

  it("when tomorrow's appointment is scanned today, then it says which day it is for; cancelled and done ones say so", async () => {
    const tomorrow = addDaysToDateString(dhakaDateString(), 1);
    const early = await patientWithCode({ selectedDate: tomorrow });
    const res = await scan(early.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(checkInWrongDayMessage(tomorrow));
    expect(await arrivedAt(early.appointment.id)).toBeNull();

    const cancelled = await patientWithCode();
    const done = await patientWithCode();
    await call(desk, 'PUT', `/appointment/${cancelled.appointment.id}`, {
      updatedDoc: { status: 'cancelled', cancellationReason: 'Could not come' },
    });
    await call(desk, 'PUT', `/appointment/${done.appointment.id}`, { updatedDoc: { status: 'done' } });
    expect((await scan(cancelled.code)).json()).toMatchObject({ statusCode: 409, message: CHECK_IN_CANCELLED_MESSAGE });
    expect((await scan(done.code)).json()).toMatchObject({ statusCode: 409, message: CHECK_IN_DONE_MESSAGE });
  });

  it('when the code is missing or blank, then it asks for one', async () => {
    for (const code of [undefined, '', '   ']) {
      const res = await scan(code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CHECK_IN_CODE_REQUIRED_MESSAGE);
    }
  });
});

describe('POST /appointment/{id}/arrived', () => {
  it('when the desk marks a patient arrived by hand, then it is as a scan; an unknown appointment is a 404', async () => {
    const { appointment } = await patientWithCode();
    const res = await call(desk, 'POST', `/appointment/${appointment.id}/arrived`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.alreadyArrived).toBe(false);
    expect(await arrivedAt(appointment.id)).not.toBeNull();
    const unknown = await call(desk, 'POST', '/appointment/0123456789abcdef01234567/arrived');
    expect(unknown.statusCode).toBe(404);
  });
});
