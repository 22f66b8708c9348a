import { appointmentListSchema, appointmentSchema } from '@hospital/contract/appointments';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { describe, expect, it } from 'vitest';
import { createAppointment, createDoctor, EVERY_DAY, scheduleOn } from '../../test/factories.js';
import { bookAtDesk, type Caller, signedIn, useTestApp } from '../../test/test-app.js';

const { ctx, attendant: desk, admin, call } = useTestApp({ signedIn: ['attendant', 'admin'] });

/** The desk's (or anyone's) change to one appointment, as the day list's card sends it. */
const update = (who: Caller, id: string, updatedDoc: object) => call(who, 'PUT', `/appointment/${id}`, { updatedDoc });
const today = () => dhakaDateString();

describe("the desk's day", () => {
  it('when the desk lists a day, then it sees every appointment of that Dhaka day with meta over the same filter', async () => {
    const doctor = await createDoctor(ctx.database);
    const other = await createDoctor(ctx.database);
    const p = await signedIn(ctx, 'patient');
    const a1 = await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: p.patient.id });
    await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: p.patient.id,
      status: 'done',
      selectedDate: addDaysToDateString(today(), -1),
    });
    await createAppointment(ctx.database, { doctorId: other.id, patientRef: p.patient.id, status: 'done' });
    await update(desk, a1.id, { paymentStatus: 'paid', consultationFee: 700 });

    const all = appointmentListSchema.parse(
      (await call(desk, 'GET', `/appointment?doctor=&date=${today()}`)).json().data,
    );
    const mine = all.data.filter((a) => [doctor.id, other.id].includes(a.doctor._id));
    expect(mine).toHaveLength(2);
    const one = appointmentListSchema.parse(
      (await call(desk, 'GET', `/appointment?doctor=${doctor.id}&date=${today()}`)).json().data,
    );
    expect(one.data.map((a) => a._id)).toEqual([a1.id]);
    expect(one.meta).toEqual({ totalAppointments: 1, totalPendingSerial: 1, totalDoneSerial: 0, totalPaidAmount: 700 });
    expect(one.data[0]!.feeReceivedBy).toEqual({ name: 'Test attendant' });
    expect(one.data[0]!.patient.contact).toBe('01700000000');
  });

  it('when a doctor lists their day, then only their own appointments come back, whatever they ask', async () => {
    const doctor = await createDoctor(ctx.database);
    const other = await createDoctor(ctx.database);
    const account = await signedIn(ctx, 'doctor', { doctorRef: doctor.id });
    const p = await signedIn(ctx, 'patient');
    const own = await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: p.patient.id });
    await createAppointment(ctx.database, { doctorId: other.id, patientRef: p.patient.id });
    const res = appointmentListSchema.parse((await call(account, 'GET', '/appointment/doctor')).json().data);
    expect(res.data.map((a) => a._id)).toEqual([own.id]);
    expect((await call(account, 'GET', '/appointment')).statusCode).toBe(403);
  });
});

describe('the appointment state machine', () => {
  async function fresh() {
    const doctor = await createDoctor(ctx.database);
    const p = await signedIn(ctx, 'patient');
    return {
      doctor,
      appointment: await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: p.patient.id }),
    };
  }

  it('when the desk marks a pending appointment done twice, then the first wins and the second is a 409 naming the state', async () => {
    const { appointment } = await fresh();
    expect((await update(desk, appointment.id, { status: 'done' })).statusCode).toBe(200);
    const again = await update(desk, appointment.id, { status: 'done' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This appointment is already done; it cannot be changed.');
  });

  it('when the desk cancels with a reason that is too short, then the spec message; with a valid one, it is cancelled and cannot be paid', async () => {
    const { appointment } = await fresh();
    const short = await update(desk, appointment.id, { status: 'cancelled', cancellationReason: 'No show' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errorSources[0].message).toBe('Description should be 8 charecter long.');
    expect(
      (await update(desk, appointment.id, { status: 'cancelled', cancellationReason: 'Patient called to cancel' }))
        .statusCode,
    ).toBe(200);
    const paid = await update(desk, appointment.id, { paymentStatus: 'paid', consultationFee: 500 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This appointment is already cancelled; it cannot be changed.');
  });

  it('when the desk marks paid twice, then the second is a 409 and the amount is not changed', async () => {
    const { appointment } = await fresh();
    expect((await update(admin, appointment.id, { paymentStatus: 'paid', consultationFee: 800 })).statusCode).toBe(200);
    const again = await update(desk, appointment.id, { paymentStatus: 'paid', consultationFee: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This appointment is already paid.');
    const list = appointmentListSchema.parse(
      (await call(desk, 'GET', `/appointment?doctor=${appointment.doctorId}`)).json().data,
    );
    expect(list.data[0]).toMatchObject({
      consultationFee: 800,
      paymentStatus: 'paid',
      feeReceivedBy: { name: 'Test admin' },
    });
  });

  it.each([
    [{ paymentStatus: 'paid', consultationFee: 10000 }, 'Amount must not exceed 4 digits.'],
    [{ paymentStatus: 'paid', consultationFee: -1 }, 'Amount cannot be negative.'],
    [{ paymentStatus: 'paid' }, 'Amount is required.'],
    [{ status: 'pending' }, 'Status can only be set to done or cancelled.'],
  ])('when the change is %j, then it is a 400 with "%s"', async (updatedDoc, message) => {
    const { appointment } = await fresh();
    const res = await update(desk, appointment.id, updatedDoc);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources[0].message).toBe(message);
  });

  it("when a doctor marks their own appointment done, then it is done; another doctor's is a 404; cancelling is a 403", async () => {
    const { doctor, appointment } = await fresh();
    const own = await signedIn(ctx, 'doctor', { doctorRef: doctor.id });
    const stranger = await signedIn(ctx, 'doctor', { doctorRef: (await createDoctor(ctx.database)).id });
    expect((await update(stranger, appointment.id, { status: 'done' })).statusCode).toBe(404);
    expect(
      (await update(own, appointment.id, { status: 'cancelled', cancellationReason: 'Doctor is away today' }))
        .statusCode,
    ).toBe(403);
    expect((await update(own, appointment.id, { status: 'done' })).statusCode).toBe(200);
  });

  it('when an online appointment paid at the desk is cancelled, then the cancellation stands and no gateway refund is started', async () => {
    const { appointment } = await fresh();
    await update(desk, appointment.id, { paymentStatus: 'paid', consultationFee: 1000 });
    const res = await update(desk, appointment.id, {
      status: 'cancelled',
      cancellationReason: 'Doctor on emergency leave',
    });
    expect(res.statusCode).toBe(200);
    const list = appointmentListSchema.parse(
      (await call(desk, 'GET', `/appointment?doctor=${appointment.doctorId}`)).json().data,
    );
    expect(list.data[0]).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundStatus: 'none' });
  });

  it('when the appointment does not exist, then it is a 404', async () => {
    expect(
      (await call(desk, 'PUT', '/appointment/0123456789abcdef01234567', { updatedDoc: { status: 'done' } })).statusCode,
    ).toBe(404);
  });
});

describe('walk-ins', () => {
  it('when the desk books a new contact, then the walk-in patient is created and booked today as a hospital visit', async () => {
    const doctor = await createDoctor(ctx.database, {}, scheduleOn({}));
    const res = await call(desk, 'POST', '/appointment', {
      doctor: doctor.id,
      patient: '',
      contact: '01999888777',
      newPatientInfo: { name: 'Walk In', age: 44, gender: 'male', weight: 70 },
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      consultationFee: 0,
      selectedDate: today(),
      shortBrief: '',
    });
    expect(res.statusCode).toBe(201);
    const appointment = appointmentSchema.parse(res.json().data);
    expect(appointment).toMatchObject({
      serialNo: 1,
      source: 'walk-in',
      consultationFee: 0,
      attendant: { name: 'Test attendant' },
    });
    expect(appointment.patient).toMatchObject({ name: 'Walk In', contact: '01999888777' });

    const found = (await call(desk, 'GET', '/patients/contact/01999888777')).json().data;
    expect(found.map((p: { name: string }) => p.name)).toEqual(['Walk In']);
  });

  it('when the walk-in form misses the new patient or has a bad contact, then the spec messages come back', async () => {
    const doctor = await createDoctor(ctx.database);
    const base = {
      doctor: doctor.id,
      patient: '',
      contact: '01999888777',
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      consultationFee: 0,
      selectedDate: today(),
    };
    const noPatient = await call(desk, 'POST', '/appointment', base);
    expect(noPatient.json().errorSources).toContainEqual({
      path: 'newPatientInfo.name',
      message: 'Patient name is required.',
    });
    const badContact = await call(desk, 'POST', '/appointment', {
      ...base,
      contact: '0199988877a',
      newPatientInfo: { name: 'X', age: 3, gender: 'female' },
    });
    expect(badContact.json().errorSources).toContainEqual({
      path: 'contact',
      message: 'Contact number must contain only numbers.',
    });
  });

  it('when the desk books a date the doctor does not offer (not today), then it is a 422', async () => {
    const doctor = await createDoctor(ctx.database, {}, scheduleOn({}));
    const p = await signedIn(ctx, 'patient');
    const res = await bookAtDesk(call, desk, p, doctor.id, addDaysToDateString(today(), 2));
    expect(res.statusCode).toBe(422);
  });

  it('when a direct appointment names an existing contact and name, then that patient is reused', async () => {
    const body = { contact: '01888777666', newPatientInfo: { name: 'Reused Person', age: 50, gender: 'female' } };
    const first = (await call(desk, 'POST', '/appointment/direct-appointment', body)).json().data;
    const second = (await call(desk, 'POST', '/appointment/direct-appointment', body)).json().data;
    expect(second._id).toBe(first._id);
    const bad = await call(desk, 'POST', '/appointment/direct-appointment', {
      ...body,
      newPatientInfo: { name: 'A', age: 121, gender: 'male' },
    });
    expect(bad.json().errorSources).toContainEqual({
      path: 'newPatientInfo.age',
      message: 'Please enter a valid age (max 120 years).',
    });
  });

  it('when the admin refines patient information, then it is saved; an attendant gets 403', async () => {
    const p = await signedIn(ctx, 'patient');
    const body = { updatedInfo: { name: 'Corrected Name', age: 41, weight: 62 } };
    expect((await call(desk, 'PUT', `/patients/update/${p.patient.id}`, body)).statusCode).toBe(403);
    const res = await call(admin, 'PUT', `/patients/update/${p.patient.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Corrected Name', age: 41, weight: 62 });
    const bad = await call(admin, 'PUT', `/patients/update/${p.patient.id}`, {
      updatedInfo: { name: '', age: 41 },
    });
    expect(bad.json().errorSources[0]).toEqual({ path: 'updatedInfo.name', message: 'Name cannot be empty.' });
  });
});

describe('call logs and records', () => {
  it('when the desk logs calls, then they come back oldest first with author and time, and the card shows the last one', async () => {
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    const p = await signedIn(ctx, 'patient');
    const appointment = await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: p.patient.id });
    expect(
      (
        await call(desk, 'POST', '/appointment/create-call-log', {
          appointmentId: appointment.id,
          comment: 'No answer',
        })
      ).statusCode,
    ).toBe(201);
    await call(admin, 'POST', '/appointment/create-call-log', {
      appointmentId: appointment.id,
      comment: 'Confirmed for 6 pm',
    });
    const logs = (await call(desk, 'GET', `/appointment/get-call-log?appointmentId=${appointment.id}`)).json().data
      .callLogs;
    expect(logs.map((l: { comment: string; user: { name: string } }) => [l.comment, l.user.name])).toEqual([
      ['No answer', 'Test attendant'],
      ['Confirmed for 6 pm', 'Test admin'],
    ]);
    const list = appointmentListSchema.parse((await call(desk, 'GET', `/appointment?doctor=${doctor.id}`)).json().data);
    expect(list.data[0]!.lastCallLog).toMatchObject({ comment: 'Confirmed for 6 pm', user: { name: 'Test admin' } });
    const short = await call(desk, 'POST', '/appointment/create-call-log', {
      appointmentId: appointment.id,
      comment: 'no',
    });
    expect(short.json().errorSources[0].message).toBe('Comment should be at least 3 characters long.');
  });

  it("when the desk has logged a call and taken the fee, then the patient's own list leaves out the desk's notes", async () => {
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    const p = await signedIn(ctx, 'patient');
    const appointment = await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: p.patient.id });
    await call(desk, 'POST', '/appointment/create-call-log', {
      appointmentId: appointment.id,
      comment: 'Sounded unwell, call back at 5',
    });
    await update(desk, appointment.id, { paymentStatus: 'paid', consultationFee: 500 });

    const own = await call(p, 'GET', '/appointment/current-user');
    expect(own.statusCode).toBe(200);
    const mine = own.json().data.find((a: { _id: string }) => a._id === appointment.id);
    expect(mine).toMatchObject({
      paymentStatus: 'paid',
      consultationFee: 500,
      lastCallLog: null,
      feeReceivedBy: null,
      attendant: null,
    });
    expect(own.body).not.toContain('Sounded unwell');
    expect(own.body).not.toContain('Test attendant');
  });

  it("when a doctor opens a patient's records, then they see them only if the patient has an appointment with them", async () => {
    const doctor = await createDoctor(ctx.database);
    const account = await signedIn(ctx, 'doctor', { doctorRef: doctor.id });
    const mine = await signedIn(ctx, 'patient');
    const stranger = await signedIn(ctx, 'patient');
    await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: mine.patient.id,
      status: 'done',
      selectedDate: addDaysToDateString(today(), -3),
    });
    await createAppointment(ctx.database, {
      doctorId: (await createDoctor(ctx.database)).id,
      patientRef: stranger.patient.id,
      status: 'done',
      selectedDate: addDaysToDateString(today(), -3),
    });
    expect((await call(account, 'GET', `/appointment/records/${mine.patient.id}`)).json().data).toHaveLength(1);
    expect((await call(account, 'GET', `/appointment/records/${stranger.patient.id}`)).statusCode).toBe(404);
    expect((await call(desk, 'GET', `/appointment/records/${stranger.patient.id}`)).json().data).toHaveLength(1);
  });
});
