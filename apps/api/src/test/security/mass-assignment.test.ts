import { sql } from '../../db/testing.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../factories.js';
import { phoneCodeFor } from '../phone-codes.js';
import { useTestApp, signedIn, uniqueEmail } from '../test-app.js';
import { addDaysToDateString } from '@hospital/contract/format';
import { buildWorld, rows, today, tomorrow, type World } from './world.js';
import { FOREIGN_ID, forgedFields, OLD_TIME, oneRow, yearOf } from './forged-fields.js';

/**
 * Mass assignment (docs/architecture.md §12): fields the caller may not set are dropped, never applied. Each body
 * below carries the forbidden fields next to a valid form; the stored row is read back with SQL.
 */
const { ctx, call } = useTestApp();
let world: World;
beforeAll(async () => void (world = await buildWorld(ctx)));

const forged = () => forgedFields(world);

/** A newly signed-in patient with an appointment with the world's doctor. */
async function patientWithAppointment(
  values: Omit<Parameters<typeof createAppointment>[1], 'doctorId' | 'patientRef'> = {},
) {
  const patient = await signedIn(ctx, 'patient');
  const appointment = await createAppointment(ctx.database, {
    doctorId: world.doctor.id,
    patientRef: patient.patient.id,
    ...values,
  });
  return { patient, appointment };
}

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(ctx, query);

describe('forms that try to set what only the server decides', () => {
  it('when a registration sets role, ids, Holder ID, doctor link and hash, then the account is a plain patient', async () => {
    const email = uniqueEmail('mass');
    const res = await call(undefined, 'POST', '/users/create-patient', {
      ...forged(),
      name: 'Mass Assigner',
      age: 30,
      contact: '01712345678',
      email,
      password: 'Mx#40pqz',
      code: await phoneCodeFor(ctx, '01712345678'),
      doctorRef: world.doctor.id,
      passwordHash: 'plain',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(201);
    const user = await one<{
      id: string;
      role: string;
      doctor_ref: string | null;
      password_hash: string;
      patient_ref: string;
    }>(sql`select id, role, doctor_ref, password_hash, patient_ref from users where email = ${email}`);
    expect(user).toMatchObject({ role: 'patient', doctor_ref: null });
    expect(user.id).not.toBe(FOREIGN_ID);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const patient = await one<{ id: string; patient_id: string }>(
      sql`select id, patient_id from patients where id = ${user.patient_ref}`,
    );
    expect(patient.id).not.toBe(FOREIGN_ID);
    expect(patient.patient_id).not.toBe('P0000001');
    expect(res.json().data._id).toBe(patient.id);
  });

  it('when a patient books with a fee, status, payment, serial, follow-up and source, then the server sets each', async () => {
    const booker = await signedIn(ctx, 'patient');
    const res = await call(booker, 'POST', '/appointment', {
      ...forged(),
      doctor: world.doctor.id,
      patient: booker.patient.id,
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      selectedDate: tomorrow(),
      cancellationReason: 'Forged reason',
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await one<Record<string, unknown>>(
      sql`select * from appointments where patient_ref = ${booker.patient.id}`,
    );
    expect(row).toMatchObject({
      consultation_fee: world.doctor.consultationFee,
      status: 'pending',
      payment_status: 'unpaid',
      fee_received_by: null,
      is_followup: false,
      source: 'online',
      refund_status: 'none',
      created_by: booker.user.id,
      attendant_id: null,
      cancellation_reason: null,
    });
    expect(row.id).not.toBe(FOREIGN_ID);
    expect(row.serial_no).not.toBe(99);
    expect(yearOf(row.created_at)).toBeGreaterThan(2020);
  });

  it('when the desk books a walk-in with forged fields (and a forged Holder ID for the new patient), then none is applied', async () => {
    const contact = '01787654321';
    const res = await call(world.users.attendant, 'POST', '/appointment', {
      ...forged(),
      consultationFee: 0,
      doctor: world.doctor.id,
      patient: '',
      contact,
      newPatientInfo: {
        name: 'Walk In',
        age: 50,
        gender: 'male',
        patientId: 'P0000002',
        _id: FOREIGN_ID,
        contact: '01900000000',
      },
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      selectedDate: today(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const patient = await one<{ id: string; patient_id: string; contact: string }>(
      sql`select id, patient_id, contact from patients where name = 'Walk In'`,
    );
    expect(patient).toMatchObject({ contact });
    expect(patient.id).not.toBe(FOREIGN_ID);
    expect(patient.patient_id).not.toBe('P0000002');
    const row = await one<Record<string, unknown>>(sql`select * from appointments where patient_ref = ${patient.id}`);
    expect(row).toMatchObject({
      consultation_fee: 0,
      status: 'pending',
      payment_status: 'unpaid',
      fee_received_by: null,
      is_followup: false,
      source: 'walk-in',
      created_by: world.users.attendant.user.id,
      attendant_id: world.users.attendant.user.id,
    });
    expect(row.serial_no).not.toBe(99);
  });

  it('when a direct appointment carries a Holder ID and an _id, then the new patient gets its own', async () => {
    const res = await call(world.users.attendant, 'POST', '/appointment/direct-appointment', {
      ...forged(),
      contact: '01711112222',
      newPatientInfo: { name: 'Direct Person', age: 20, gender: 'female', patientId: 'P0000003', _id: FOREIGN_ID },
    });
    expect(res.statusCode, res.body).toBe(201);
    const patient = await one<{ id: string; patient_id: string }>(
      sql`select id, patient_id from patients where name = 'Direct Person'`,
    );
    expect(patient.id).not.toBe(FOREIGN_ID);
    expect(patient.patient_id).not.toBe('P0000003');
  });

  it("when a review names another user and another's visit, then it is refused; naming another user alone, it is the caller's, on the caller's own visit", async () => {
    const { patient: reviewer, appointment: visit } = await patientWithAppointment({ status: 'done' });
    // appointmentId is a field of the form (which visit is reviewed): someone else's visit earns nothing.
    const onTheirs = await call(reviewer, 'POST', '/reviews/create-review', {
      ...forged(),
      doctorId: world.doctor.id,
      rating: 5,
      review: 'Careful and kind.',
      appointmentId: world.appointments.done.id,
    });
    expect(onTheirs.statusCode, onTheirs.body).toBe(409);
    const res = await call(reviewer, 'POST', '/reviews/create-review', {
      ...forged(),
      doctorId: world.doctor.id,
      rating: 5,
      review: 'Careful and kind.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const review = await one<{ id: string; user_id: string; appointment_id: string; created_at: unknown }>(
      sql`select id, user_id, appointment_id, created_at from reviews where user_id = ${reviewer.user.id}`,
    );
    expect(review).toMatchObject({ user_id: reviewer.user.id, appointment_id: visit.id });
    expect(review.id).not.toBe(FOREIGN_ID);
    expect(yearOf(review.created_at)).toBeGreaterThan(2020);
  });

  it('when a callback request sets remarks, who answered and its author, then it is stored unanswered and anonymous', async () => {
    const res = await call(undefined, 'POST', '/callback', {
      ...forged(),
      name: 'Forged Caller',
      contactNo: '01712340000',
      message: 'Please call me back today.',
      remarks: 'Done',
      answeredBy: world.users.admin.user.id,
      answeredAt: OLD_TIME,
    });
    expect(res.statusCode).toBe(201);
    const row = await one<Record<string, unknown>>(sql`select * from callbacks where name = 'Forged Caller'`);
    expect(row).toMatchObject({ remarks: null, answered_by: null, answered_at: null, user_id: null });
    expect(row.id).not.toBe(FOREIGN_ID);
  });

  it('when a slot request sets its status, who booked and decided it and (not a marketer) a station, then none is applied', async () => {
    const res = await call(world.users.patient, 'POST', '/marketer/create-slot-request', {
      ...forged(),
      department: 'NICU',
      station: 'DMCH',
      name: 'Forged Slot',
      age: 3,
      contact: '01712349999',
      status: 'approved',
      bookedBy: world.users.admin.user.id,
      decidedBy: world.users.admin.user.id,
    });
    expect(res.statusCode).toBe(201);
    const row = await one<Record<string, unknown>>(sql`select * from slot_requests where name = 'Forged Slot'`);
    expect(row).toMatchObject({
      status: 'pending',
      booked_by: world.users.patient.user.id,
      decided_by: null,
      decided_at: null,
      station: null,
    });
    expect(row.id).not.toBe(FOREIGN_ID);
  });

  it('when the admin edits a patient with contact, Holder ID, gender and _id in the form, then only name, age and weight change', async () => {
    const target = await signedIn(ctx, 'patient');
    const before = await one<Record<string, unknown>>(sql`select * from patients where id = ${target.patient.id}`);
    const res = await call(world.users.admin, 'PUT', `/patients/update/${target.patient.id}`, {
      ...forged(),
      contact: '01999999999',
      updatedInfo: {
        name: 'Edited Name',
        age: 44,
        weight: 70,
        contact: '01999999999',
        patientId: 'P0000004',
        gender: 'female',
        _id: FOREIGN_ID,
        id: FOREIGN_ID,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await one<Record<string, unknown>>(sql`select * from patients where id = ${target.patient.id}`);
    expect(after).toEqual({ ...before, name: 'Edited Name', age: 44, weight: 70 });
    expect((await rows(ctx, sql`select id from patients where id = ${FOREIGN_ID}`)).length).toBe(0);
  });

  it('when the desk marks paid naming someone else as receiver, or marks done with a payment, then only the allowed change is made', async () => {
    const { patient, appointment: visit } = await patientWithAppointment();
    const paid = await call(world.users.attendant, 'PUT', `/appointment/${visit.id}`, {
      updatedDoc: { ...forged(), status: undefined, paymentStatus: 'paid', consultationFee: 500 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    let row = await one<Record<string, unknown>>(sql`select * from appointments where id = ${visit.id}`);
    expect(row).toMatchObject({
      payment_status: 'paid',
      consultation_fee: 500,
      fee_received_by: world.users.attendant.user.id,
      status: 'pending',
      serial_no: visit.serialNo,
      is_followup: false,
      source: 'online',
    });

    const other = await createAppointment(ctx.database, {
      doctorId: world.doctor.id,
      patientRef: patient.patient.id,
      selectedDate: tomorrow(),
    });
    const done = await call(world.users.attendant, 'PUT', `/appointment/${other.id}`, {
      updatedDoc: {
        status: 'done',
        paymentStatus: 'paid',
        consultationFee: 0,
        feeReceivedBy: world.users.admin.user.id,
        serialNo: 99,
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    row = await one<Record<string, unknown>>(sql`select * from appointments where id = ${other.id}`);
    expect(row).toMatchObject({
      status: 'done',
      payment_status: 'unpaid',
      consultation_fee: 1000,
      fee_received_by: null,
      serial_no: other.serialNo,
    });
  });

  it('when the desk writes a call log or remarks naming someone else as author, then the caller is recorded', async () => {
    const log = await call(world.users.attendant, 'POST', '/appointment/create-call-log', {
      ...forged(),
      appointmentId: world.appointments.pending.id,
      comment: 'Called, will come at five.',
    });
    expect(log.statusCode, log.body).toBe(201);
    const logRow = await one<{ user_id: string; id: string }>(
      sql`select id, user_id from call_logs where comment = 'Called, will come at five.'`,
    );
    expect(logRow.user_id).toBe(world.users.attendant.user.id);
    expect(logRow.id).not.toBe(FOREIGN_ID);

    const before = await one<Record<string, unknown>>(sql`select * from callbacks where id = ${world.callbackId}`);
    const remarks = await call(world.users.attendant, 'PUT', `/callback/update-remarks/${world.callbackId}`, {
      ...forged(),
      name: 'Renamed',
      updatedDoc: {
        remarks: 'Booked for Sunday.',
        answeredBy: world.users.admin.user.id,
        answeredAt: OLD_TIME,
        name: 'Renamed',
        contactNo: '01900000000',
      },
    });
    expect(remarks.statusCode, remarks.body).toBe(200);
    const after = await one<Record<string, unknown>>(sql`select * from callbacks where id = ${world.callbackId}`);
    expect(after).toMatchObject({
      name: before.name,
      contact_no: before.contact_no,
      message: before.message,
      remarks: 'Booked for Sunday.',
      answered_by: world.users.attendant.user.id,
    });
    expect(yearOf(after.answered_at)).toBeGreaterThan(2020);
  });

  it('when a family member is added with an owner, Holder ID, contact, opt-out and removal of its choosing, then the server sets each', async () => {
    const holder = await signedIn(ctx, 'patient');
    const res = await call(holder, 'POST', '/patients/family', {
      ...forged(),
      name: 'Forged Member',
      age: 8,
      gender: 'female',
      relation: 'child',
      ownerUserId: world.users.admin.user.id,
      contact: '01900000000',
      smsOptOut: true,
      removedAt: OLD_TIME,
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await one<Record<string, unknown>>(sql`select * from patients where name = 'Forged Member'`);
    expect(row).toMatchObject({
      owner_user_id: holder.user.id,
      contact: holder.patient.contact,
      sms_opt_out: false,
      removed_at: null,
      relation: 'child',
    });
    expect(row.id).not.toBe(FOREIGN_ID);
    expect(row.patient_id).not.toBe('P0000001');
  });

  it("when a patient moves a booking with a fee, status, payment and serial of their choosing, then the new booking carries the old one's", async () => {
    const { patient: booker, appointment: old } = await patientWithAppointment({ selectedDate: tomorrow() });
    const res = await call(booker, 'POST', `/appointment/${old.id}/reschedule`, {
      ...forged(),
      selectedDate: addDaysToDateString(tomorrow(), 1),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await one<Record<string, unknown>>(
      sql`select * from appointments where id = ${res.json().data._id as string}`,
    );
    expect(row).toMatchObject({
      consultation_fee: 1000,
      status: 'pending',
      payment_status: 'unpaid',
      fee_received_by: null,
      source: 'online',
      refund_status: 'none',
      patient_ref: booker.patient.id,
    });
    expect(row.serial_no).not.toBe(99);
  });

  it('when an admin creates a board link with an id, a creator and a revocation, then the server sets each', async () => {
    const res = await call(world.users.admin, 'POST', '/boards', {
      ...forged(),
      label: 'Forged board',
      doctorIds: [world.doctor.id],
      revokedAt: OLD_TIME,
      revokedBy: world.users.attendant.user.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await one<Record<string, unknown>>(sql`select * from board_links where label = 'Forged board'`);
    expect(row).toMatchObject({ created_by: world.users.admin.user.id, revoked_at: null, revoked_by: null });
    expect(row.id).not.toBe(FOREIGN_ID);
  });
});
