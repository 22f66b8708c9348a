import type { Appointment } from '@hospital/contract/appointments';
import { dhakaDateString, formatDisplayDate } from '@hospital/contract/format';
import type { CreateLeaveInput, Leave } from '@hospital/contract/leave';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { diff, recordAudit } from '../audit/audit.js';
import type { WrittenNotice } from '../notifications/notify.js';
import { DOCTOR_NOT_FOUND, LEAVE_IN_PAST, LEAVE_NOT_FOUND, NOT_YOUR_LEAVE } from './doctors.messages.js';
import {
  deleteLeave,
  doctorExists,
  doctorRefOfAccount,
  insertLeave,
  upcomingLeaves,
  type LeaveRow,
} from './doctors.repository.js';
import { announceDoctorsChanged } from '../../platform/changes/changes.repository.js';

const toLeaveDto = (row: LeaveRow): Leave => ({
  _id: row.id,
  doctorId: row.doctorId,
  from: row.fromDate,
  to: row.toDate,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** How the audit trail names a leave: whose, and which days. */
export function leaveLabel(
  doctor: { title: string; fullName: string } | undefined,
  range: { from: string; to: string },
): string {
  const who = doctor ? `${doctor.title} ${doctor.fullName}` : 'Doctor';
  return `${who}, ${range.from === range.to ? range.from : `${range.from} to ${range.to}`}`;
}

/** An admin manages any doctor's leave; a doctor only their own (the doctor record linked to the account). */
async function assertMayManage(ctx: AppContext, caller: AuthUser, doctorId: string): Promise<void> {
  if (caller.role === 'admin') return;
  if ((await doctorRefOfAccount(ctx.db, caller.id)) !== doctorId) throw AppError.forbidden(NOT_YOUR_LEAVE);
}

/**
 * Adds leave and answers the pending appointments inside it, telling the desk and (by SMS) their patients. The booking days of the
 * leave are locked first, as a booking locks its day, so no booking lands inside the leave unseen: one in flight is
 * waited for and listed, a later one sees the leave and is refused.
 */
export async function addLeave(ctx: AppContext, caller: AuthUser, doctorId: string, input: CreateLeaveInput) {
  await assertMayManage(ctx, caller, doctorId);
  if (input.from < dhakaDateString()) throw AppError.badRequest(LEAVE_IN_PAST, 'from');
  const doctor = await ctx.doctors.findAny(doctorId);
  const { added, notice } = await ctx.db.transaction(async (tx) => {
    if (!(await doctorExists(tx, doctorId))) throw AppError.notFound(DOCTOR_NOT_FOUND);
    await ctx.leaveBookings.lockDays(tx, doctorId, input.from, input.to);
    const leave = await insertLeave(tx, {
      doctorId,
      fromDate: input.from,
      toDate: input.to,
      reason: input.reason,
      createdBy: caller.id,
    });
    const affected = await ctx.leaveBookings.pendingInside(tx, doctorId, input.from, input.to);
    await recordAudit(
      tx,
      caller,
      'leave.add',
      { type: 'leave', id: leave.id, label: leaveLabel(doctor, input) },
      diff(null, { ...input, affected: affected.length }),
    );
    let written: WrittenNotice | undefined;
    if (affected.length > 0) {
      const who = doctor ? `${doctor.title} ${doctor.fullName}` : 'A doctor';
      const days =
        input.from === input.to
          ? formatDisplayDate(input.from)
          : `${formatDisplayDate(input.from)} to ${formatDisplayDate(input.to)}`;
      const count =
        affected.length === 1 ? '1 pending appointment needs' : `${affected.length} pending appointments need`;
      written = await ctx.notifier.write(
        { message: `${who} is on leave ${days}: ${count} a new date or a cancellation.`, link: '/attendant/' },
        tx,
      );
      // The patients hear it too, with what happens next: move or cancel it themselves, or call the hospital.
      await ctx.sms.queue(
        tx,
        'leave',
        affected.map((appointment) => appointment._id),
      );
    }
    await announceDoctorsChanged(tx);
    const added: { leave: Leave; affected: Appointment[] } = {
      leave: toLeaveDto(leave),
      affected,
    };
    return { added, notice: written };
  });
  if (notice) ctx.notifier.announce(notice);
  return added;
}

export async function leavesOf(ctx: AppContext, caller: AuthUser, doctorId: string): Promise<Leave[]> {
  await assertMayManage(ctx, caller, doctorId);
  return (await upcomingLeaves(ctx.db, doctorId, dhakaDateString())).map(toLeaveDto);
}

export async function removeLeave(ctx: AppContext, caller: AuthUser, doctorId: string, leaveId: string): Promise<void> {
  await assertMayManage(ctx, caller, doctorId);
  const doctor = await ctx.doctors.findAny(doctorId);
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteLeave(tx, doctorId, leaveId);
    if (!removed) throw AppError.notFound(LEAVE_NOT_FOUND);
    const range = { from: removed.fromDate, to: removed.toDate, reason: removed.reason };
    await recordAudit(
      tx,
      caller,
      'leave.remove',
      { type: 'leave', id: leaveId, label: leaveLabel(doctor, range) },
      diff(range, { from: null, to: null, reason: null }),
    );
    await announceDoctorsChanged(tx);
  });
}
