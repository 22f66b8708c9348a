import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { ROLES, type Role } from '@hospital/contract/lists';
import { NAPA_LINE } from '@hospital/contract/testing/prescription-fixtures';
import { createAppointment, createDoctor } from '../factories.js';
import { sql, storedRows } from '../../db/testing.js';
import { apiCaller, type SignedIn, createTestApp, signedIn, type TestContext } from '../test-app.js';

export type { SignedIn };
export type Doctor = Awaited<ReturnType<typeof createDoctor>>;

/** `authorization` for a signed-in user; nothing for anonymous. */
export const as = (who: SignedIn | undefined): Record<string, string> => (who ? { authorization: who.token } : {});

/** A request given as raw inject options (a full URL, any headers), for the suites' tables of requests. */
export function injectAs(
  ctx: TestContext,
  who: SignedIn | undefined,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ ...options, headers: { ...as(who), ...(options.headers ?? {}) } });
}

export async function rows<T = Record<string, unknown>>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return storedRows<T>(ctx.database.db, query);
}

export const today = () => dhakaDateString();
export const tomorrow = () => addDaysToDateString(dhakaDateString(), 1);

/**
 * A small hospital for the security suites: one signed-in user per role (the doctor linked to a doctor
 * record), a second doctor with their own account, a second patient, and some appointments, a callback,
 * a slot request, a notification and a payment page, so that ids in paths point at real rows.
 */
export async function buildWorld(ctx: TestContext) {
  const call = apiCaller(ctx.app);
  const doctor = await createDoctor(ctx.database);
  const otherDoctor = await createDoctor(ctx.database);
  const users = {} as Record<Role, SignedIn>;
  for (const role of ROLES) users[role] = await signedIn(ctx, role, role === 'doctor' ? { doctorRef: doctor.id } : {});
  const otherDoctorUser = await signedIn(ctx, 'doctor', { doctorRef: otherDoctor.id });
  const otherPatient = await signedIn(ctx, 'patient');

  const patient = users.patient;
  const appointments = {
    pending: await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: patient.patient.id }),
    tomorrow: await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: patient.patient.id,
      selectedDate: tomorrow(),
    }),
    done: await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: patient.patient.id,
      status: 'done',
    }),
    otherPatient: await createAppointment(ctx.database, {
      doctorId: otherDoctor.id,
      patientRef: otherPatient.patient.id,
    }),
    // A video consultation today: its room is the patient's and the doctor's (the chat, the call).
    remote: await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: patient.patient.id,
      consultationMethod: 'video',
    }),
  };

  const callback = await call(undefined, 'POST', '/callback', {
    name: 'Karim Uddin',
    contactNo: '01712345678',
    message: 'Please call me back about a visit.',
  });
  const slot = await call(patient, 'POST', '/marketer/create-slot-request', {
    department: 'General',
    name: 'Karim Uddin',
    age: 40,
    contact: '01712345678',
  });
  if (callback.statusCode !== 201 || slot.statusCode !== 201) throw new Error(`world: ${callback.body} ${slot.body}`);
  const [callbackRow] = await rows<{ id: string }>(ctx, sql`select id from callbacks order by created_at limit 1`);
  const [slotRow] = await rows<{ id: string }>(ctx, sql`select id from slot_requests order by created_at limit 1`);
  const [notificationRow] = await rows<{ id: string }>(
    ctx,
    sql`select notification_id as id from notification_recipients where user_id = ${users.attendant.user.id} limit 1`,
  );
  // The visit day: a board link, a family member of the patient, the QR code of today's pending appointment.
  const board = await call(users.admin, 'POST', '/boards', {
    label: 'Waiting room',
    doctorIds: [doctor.id, otherDoctor.id],
  });
  const member = await call(patient, 'POST', '/patients/family', {
    name: 'Nabila Khan',
    age: 7,
    gender: 'female',
    relation: 'child',
  });
  const own = await call(patient, 'GET', '/appointment/current-user');
  const checkInCode = (own.json().data as Array<{ _id: string; checkInCode: string | null }>).find(
    (a) => a._id === appointments.pending.id,
  )?.checkInCode;
  if (board.statusCode !== 201 || member.statusCode !== 201 || !checkInCode)
    throw new Error(`world: ${board.body} ${member.body}`);
  // The done visit's prescription, written and signed by its doctor: the patient's, the doctor's and the record's.
  const opened = await call(users.doctor, 'POST', '/prescriptions', { appointmentId: appointments.done.id });
  const prescriptionId = String(opened.json().data?._id);
  const written = await call(users.doctor, 'PUT', `/prescriptions/${prescriptionId}`, {
    revision: 0,
    diagnosis: 'Viral fever',
    medicines: [NAPA_LINE],
  });
  const signedRx = await call(users.doctor, 'POST', `/prescriptions/${prescriptionId}/sign`);
  if (written.statusCode !== 200 || signedRx.statusCode !== 200)
    throw new Error(`world: ${written.body} ${signedRx.body}`);
  const init = await call(patient, 'POST', `/payments/init/${appointments.tomorrow.id}`);
  const tranId = /sandbox\/([^/?#]+)/.exec(String(init.json().data?.url))?.[1];
  if (!callbackRow || !slotRow || !notificationRow || !tranId) throw new Error(`world: missing rows (${init.body})`);

  return {
    doctor,
    otherDoctor,
    users,
    otherDoctorUser,
    otherPatient,
    appointments,
    callbackId: callbackRow.id,
    slotRequestId: slotRow.id,
    notificationId: notificationRow.id,
    tranId,
    boardId: board.json().data._id as string,
    boardToken: board.json().data.token as string,
    familyMemberId: member.json().data._id as string,
    checkInCode,
    prescriptionId,
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** An app served as `publicUrl` (https turns on Secure cookies and HSTS). */
export function createAppAt(publicUrl: string): Promise<TestContext> {
  return createTestApp({ publicUrl });
}

type Envelope = { success?: unknown; statusCode?: unknown; message?: unknown; errorSources?: unknown };

/** Why an answer is not the error envelope of docs/architecture.md §2, or undefined when it is. */
export function envelopeProblem(res: LightMyRequestResponse): string | undefined {
  let json: Envelope;
  try {
    json = res.json() as Envelope;
  } catch {
    return `not JSON (${String(res.headers['content-type'])})`;
  }
  if (json === null || typeof json !== 'object') return 'not an object';
  if (json.success !== false) return 'success is not false';
  if (json.statusCode !== res.statusCode)
    return `statusCode ${String(json.statusCode)} differs from HTTP ${res.statusCode}`;
  if (typeof json.message !== 'string' || json.message === '') return 'no message';
  const sources = json.errorSources;
  if (!Array.isArray(sources) || sources.length === 0) return 'no errorSources';
  const badSource = sources.some(
    (s: unknown) =>
      !s ||
      typeof (s as { path?: unknown }).path !== 'string' ||
      typeof (s as { message?: unknown }).message !== 'string',
  );
  return badSource ? 'an errorSource is not {path, message}' : undefined;
}
