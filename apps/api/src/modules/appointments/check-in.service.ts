import {
  CHECK_IN_CANCELLED_MESSAGE,
  CHECK_IN_CODE_INVALID_MESSAGE,
  CHECK_IN_DONE_MESSAGE,
  checkInWrongDayMessage,
  type CheckInResult,
} from '@hospital/contract/appointments';
import { dhakaDateString } from '@hospital/contract/format';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { APPOINTMENT_NOT_FOUND } from './appointments.messages.js';
import { findAppointmentState, markArrived, type AppointmentState } from './appointments.repository.js';
import { readAppointment } from './appointments.service.js';
import { announceQueueChange } from '../../platform/changes/changes.repository.js';
import { appointmentTarget, recordAudit, type Actor } from '../audit/audit.js';
import { attributeAtCheckIn } from '../marketing/marketing.service.js';

/**
 * Marks today's pending appointment arrived (the queue calls arrived patients first) and answers it. Another day's
 * appointment, a cancelled one and a done one are refused with a sentence that says which; checking in twice
 * answers the appointment again with `alreadyArrived`.
 */
async function arrive(ctx: AppContext, actor: Actor, state: AppointmentState, path: string): Promise<CheckInResult> {
  if (state.selected_date !== dhakaDateString(ctx.clock()))
    throw AppError.unprocessable(checkInWrongDayMessage(state.selected_date), path);
  if (state.status === 'cancelled') throw AppError.conflict(CHECK_IN_CANCELLED_MESSAGE, path);
  if (state.status === 'done') throw AppError.conflict(CHECK_IN_DONE_MESSAGE, path);
  const arrived = await ctx.db.transaction(async (tx) => {
    const marked = await markArrived(tx, state.id);
    if (marked) {
      await announceQueueChange(tx, state.doctor_id, state.selected_date);
      // A patient a marketer referred, whose booking no marketer has yet (made before the referral, say), counts now.
      await attributeAtCheckIn(tx, state.id);
      // Who checked the patient in, and how (the QR or by hand), is in the audit trail.
      await recordAudit(
        tx,
        actor,
        path === 'code' ? 'appointment.check-in' : 'appointment.arrived',
        appointmentTarget(state),
        {},
      );
    }
    return marked;
  });
  return { appointment: (await readAppointment(ctx, state.id))!, alreadyArrived: !arrived };
}

/**
 * POST /appointment/check-in: the desk scans the QR of an appointment. A code that is not one of ours, was altered, or
 * names an appointment that does not exist gets one and the same 422, so scanning guesses learns nothing.
 */
export async function checkInByCode(ctx: AppContext, actor: Actor, code: string): Promise<CheckInResult> {
  const read = ctx.checkInCodes.read(code);
  const state = read ? await findAppointmentState(ctx.db, read.appointmentId) : undefined;
  if (!read || !state || !read.verify(state.selected_date))
    throw AppError.unprocessable(CHECK_IN_CODE_INVALID_MESSAGE, 'code');
  return arrive(ctx, actor, state, 'code');
}

/** POST /appointment/{id}/arrived: the desk marks a patient arrived by hand (no phone, a printed slip lost). */
export async function checkInById(ctx: AppContext, actor: Actor, id: string): Promise<CheckInResult> {
  const state = await findAppointmentState(ctx.db, id);
  if (!state) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
  return arrive(ctx, actor, state, '');
}
