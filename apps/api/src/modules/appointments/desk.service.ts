import type { CallLog, CreateCallLogInput } from '@hospital/contract/appointments';
import { dhakaDateString } from '@hospital/contract/format';
import { AppError } from '../../lib/app-error.js';
import type { CachedBody } from '../../lib/cached-reply.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { PATIENT_NOT_FOUND } from '../patients/patients.messages.js';
import { doctorRefOf } from '../doctors/doctors.service.js';
import { toAppointmentDto, toCallLogDto } from './appointments.dto.js';
import { APPOINTMENT_NOT_FOUND } from './appointments.messages.js';
import { selectRecords } from './appointments.repository.js';
import { appointmentExists, insertCallLog, selectCallLogs } from './appointments.repository.js';

/** One Dhaka day's list with its meta, both over the same filter (docs/architecture.md §8), ready to send (desk-days.ts). */
export function deskDayList(
  ctx: AppContext,
  query: { doctor?: string | undefined; date?: string | undefined },
): Promise<CachedBody> {
  return ctx.deskDays.list({ date: query.date ?? dhakaDateString(), doctorId: query.doctor });
}

/** A doctor sees only their own appointments, whatever they ask for. */
export async function doctorDayList(ctx: AppContext, caller: AuthUser, date: string | undefined): Promise<CachedBody> {
  return ctx.deskDays.list({ date: date ?? dhakaDateString(), doctorId: await doctorRefOf(ctx, caller) });
}

/**
 * 'Records': a patient's visits up to today, for the desk and for doctors. A doctor only sees the records
 * of patients who have an appointment with them; anything else is a 404.
 */
export async function patientRecords(ctx: AppContext, caller: AuthUser, patientRef: string) {
  const seenByDoctor = caller.role === 'doctor' ? await doctorRefOf(ctx, caller) : undefined;
  const rows = await selectRecords(ctx.db, { patientRef, upToDate: dhakaDateString(), seenByDoctor });
  if (rows.length === 0 && seenByDoctor) throw AppError.notFound(PATIENT_NOT_FOUND);
  return rows.map((row) => toAppointmentDto(row, { withContact: true, codes: ctx.checkInCodes }));
}

export async function addCallLog(ctx: AppContext, caller: AuthUser, input: CreateCallLogInput): Promise<CallLog> {
  if (!(await appointmentExists(ctx.db, input.appointmentId))) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
  const row = await ctx.db.transaction((tx) =>
    insertCallLog(tx, { appointmentId: input.appointmentId, userId: caller.id, comment: input.comment }),
  );
  return toCallLogDto(
    { id: row.id, comment: row.comment, created_at: row.createdAt, name: caller.name },
    row.appointmentId,
  );
}

export async function callLogsOf(ctx: AppContext, appointmentId: string): Promise<CallLog[]> {
  if (!(await appointmentExists(ctx.db, appointmentId))) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
  const rows = await selectCallLogs(ctx.db, appointmentId);
  return rows.map((row) => toCallLogDto(row, appointmentId));
}
