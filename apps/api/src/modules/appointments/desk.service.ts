import { sql, type SQL } from 'drizzle-orm';
import type { AppointmentList, CallLog, CreateCallLogInput } from '@hospital/contract/appointments';
import { dhakaDateString } from '@hospital/contract/format';
import { queryRows } from '../../db/client.js';
import { callLogs } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { newId } from '../../lib/ids.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { findUserById } from '../users/users.repository.js';
import { selectAppointments, toAppointmentDto } from './appointments.queries.js';

export const APPOINTMENT_NOT_FOUND = 'Appointment not found.';
export const NO_DOCTOR_RECORD = 'No doctor record is linked to this account.';

type MetaRow = { total: number; pending: number; done: number; paid: number };

/** One Dhaka day's list with its meta, both over the same filter (ARCHITECTURE §6). */
async function dayList(ctx: AppContext, where: SQL): Promise<AppointmentList> {
  const [rows, [meta]] = await Promise.all([
    selectAppointments(ctx.db, where, sql`d.full_name, a.serial_no`, 1000),
    queryRows<MetaRow>(
      ctx.db,
      sql`select count(*)::int as total,
                 count(*) filter (where a.status = 'pending')::int as pending,
                 count(*) filter (where a.status = 'done')::int as done,
                 coalesce(sum(a.consultation_fee) filter (where a.payment_status = 'paid'), 0)::int as paid
          from appointments a where ${where}`,
    ),
  ]);
  return {
    data: rows.map((row) => toAppointmentDto(row, { withContact: true })),
    meta: { totalAppointments: meta!.total, totalPendingSerial: meta!.pending, totalDoneSerial: meta!.done, totalPaidAmount: meta!.paid },
  };
}

export function deskDayList(ctx: AppContext, query: { doctor?: string | undefined; date?: string | undefined }) {
  const date = query.date ?? dhakaDateString();
  const where = query.doctor ? sql`a.selected_date = ${date} and a.doctor_id = ${query.doctor}` : sql`a.selected_date = ${date}`;
  return dayList(ctx, where);
}

export async function doctorRefOf(ctx: AppContext, caller: AuthUser): Promise<string> {
  const account = await findUserById(ctx.db, caller.id);
  if (!account?.user.doctorRef) throw AppError.notFound(NO_DOCTOR_RECORD);
  return account.user.doctorRef;
}

/** A doctor sees only their own appointments, whatever they ask for. */
export async function doctorDayList(ctx: AppContext, caller: AuthUser, date: string | undefined) {
  const doctorRef = await doctorRefOf(ctx, caller);
  return dayList(ctx, sql`a.selected_date = ${date ?? dhakaDateString()} and a.doctor_id = ${doctorRef}`);
}

/**
 * 'Records': a patient's visits up to today, for the desk and for doctors. A doctor only sees the records
 * of patients who have an appointment with them; anything else is a 404.
 */
export async function patientRecords(ctx: AppContext, caller: AuthUser, patientRef: string) {
  let where = sql`a.patient_ref = ${patientRef} and a.selected_date <= ${dhakaDateString()}`;
  if (caller.role === 'doctor') {
    const doctorRef = await doctorRefOf(ctx, caller);
    where = sql`${where} and exists (select 1 from appointments own where own.patient_ref = ${patientRef} and own.doctor_id = ${doctorRef})`;
  }
  const rows = await selectAppointments(ctx.db, where, sql`a.selected_date desc, a.serial_no desc`, 100);
  if (rows.length === 0 && caller.role === 'doctor') throw AppError.notFound('Patient not found.');
  return rows.map((row) => toAppointmentDto(row, { withContact: true }));
}

async function appointmentExists(ctx: AppContext, id: string): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(ctx.db, sql`select id from appointments where id = ${id}`);
  return row !== undefined;
}

export async function addCallLog(ctx: AppContext, caller: AuthUser, input: CreateCallLogInput): Promise<CallLog> {
  if (!(await appointmentExists(ctx, input.appointmentId))) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
  const [row] = await ctx.db
    .insert(callLogs)
    .values({ id: newId(), appointmentId: input.appointmentId, userId: caller.id, comment: input.comment })
    .returning();
  return { _id: row!.id, comment: row!.comment, appointmentId: row!.appointmentId, user: { name: caller.name }, timestamp: row!.createdAt.toISOString() };
}

export async function callLogsOf(ctx: AppContext, appointmentId: string): Promise<CallLog[]> {
  if (!(await appointmentExists(ctx, appointmentId))) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
  const rows = await queryRows<{ id: string; comment: string; created_at: Date | string; name: string }>(
    ctx.db,
    sql`select c.id, c.comment, c.created_at, u.name from call_logs c join users u on u.id = c.user_id
        where c.appointment_id = ${appointmentId} order by c.created_at, c.id`,
  );
  return rows.map((r) => ({ _id: r.id, comment: r.comment, appointmentId, user: { name: r.name }, timestamp: new Date(r.created_at).toISOString() }));
}
