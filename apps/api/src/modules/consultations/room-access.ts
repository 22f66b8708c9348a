import { isObjectId } from '@hospital/contract/ids';
import { isRemoteMethod, ROOM_OPENS_MINUTES_BEFORE, type RemoteMethod } from '@hospital/contract/consultations';
import type { AppointmentStatus } from '@hospital/contract/lists';
import { dhakaDateString, dhakaMidnight, minutesOfTime } from '@hospital/contract/format';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.messages.js';
import { bookableHours } from '../doctors/doctors.dates.js';
import { selectRoomParties, selectRoomState } from './consultations.repository.js';

export type RoomRole = 'patient' | 'doctor';
export type RoomAccess = {
  appointmentId: string;
  role: RoomRole;
  /** The doctor record's id. */
  doctorId: string;
  status: AppointmentStatus;
  /** YYYY-MM-DD (Dhaka). */
  date: string;
  method: RemoteMethod;
};

const notFound = () => AppError.notFound(APPOINTMENT_NOT_FOUND);

/**
 * The caller's place in a room, or the same 404 as a missing appointment for anyone else, for a hospital visit
 * (it has no room) and for a malformed id: a room's existence is never told to someone outside it. The patient is
 * the account whose own record, or one of whose family members', the appointment is for; the doctor is the account
 * linked to the appointment's doctor record. Staff of other roles are outside every room.
 */
export async function roomAccessOf(ctx: AppContext, caller: AuthUser, appointmentId: string): Promise<RoomAccess> {
  if (!isObjectId(appointmentId)) throw notFound();
  if (caller.role !== 'patient' && caller.role !== 'doctor') throw notFound();
  const row = await selectRoomParties(ctx.db, appointmentId, caller.id);
  if (!row || !isRemoteMethod(row.method)) throw notFound();
  const allowed = caller.role === 'patient' ? row.is_patient : row.is_doctor;
  if (!allowed) throw notFound();
  return {
    appointmentId,
    role: caller.role,
    doctorId: row.doctor_id,
    status: row.status as AppointmentStatus,
    date: row.selected_date,
    method: row.method,
  };
}

/**
 * The instant the room opens: 15 minutes before the doctor's chamber starts on the appointment's date, or null when
 * the doctor has no hours that day (the schedule changed after the booking: the room is then open all that day).
 */
export async function opensAtOf(ctx: AppContext, access: Pick<RoomAccess, 'doctorId' | 'date'>): Promise<Date | null> {
  const doctor = await ctx.doctors.findAny(access.doctorId);
  const hours = doctor && bookableHours(doctor.schedule, access.date);
  if (!hours) return null;
  const minutes = minutesOfTime(hours.start) - ROOM_OPENS_MINUTES_BEFORE;
  return new Date(dhakaMidnight(access.date).getTime() + minutes * 60_000);
}

/** Why a room is closed at `now`, or null when it is not closed (whatever its row says). */
export function closedReasonAt(
  access: Pick<RoomAccess, 'status' | 'date'>,
  opensAt: Date | null,
  now: Date,
): 'early' | 'other-day' | 'cancelled' | 'done' | null {
  if (access.status === 'cancelled') return 'cancelled';
  if (access.status === 'done') return 'done';
  if (access.date !== dhakaDateString(now)) return 'other-day';
  if (opensAt && now < opensAt) return 'early';
  return null;
}

/**
 * Whether the room takes new chat messages and signals now: today (Dhaka), pending, not before it opens, not ended.
 * A room the queue's "Call next" admitted before its opening time is open: the doctor has called the patient in.
 */
export async function roomIsOpen(ctx: AppContext, access: RoomAccess): Promise<boolean> {
  const room = await selectRoomState(ctx.db, access.appointmentId);
  if (room?.state === 'ended') return false;
  const reason = closedReasonAt(access, await opensAtOf(ctx, access), ctx.clock());
  return reason === null || (reason === 'early' && room?.state === 'live');
}
