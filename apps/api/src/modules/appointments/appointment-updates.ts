import type { UpdateAppointmentInput } from '@hospital/contract/appointments';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { APPOINTMENT_NOT_FOUND } from './appointments.messages.js';
import {
  findAppointmentState,
  markCancelled,
  markDone,
  markPaid,
  type AppointmentState,
} from './appointments.repository.js';
import { doctorRefOf } from '../doctors/doctors.service.js';
import { appointmentTarget, recordAudit, type Actor } from '../audit/audit.js';
import { announceQueueChange } from '../../platform/changes/changes.repository.js';

/** Why a change was refused, in the words of the current state (a 409 names the current state). */
function refusal(current: AppointmentState, change: UpdateAppointmentInput['updatedDoc']): AppError {
  if (current.status !== 'pending')
    return AppError.conflict(`This appointment is already ${current.status}; it cannot be changed.`, 'status');
  if ('paymentStatus' in change)
    return AppError.conflict(`This appointment is already ${current.payment_status}.`, 'paymentStatus');
  return AppError.conflict(`This appointment is ${current.status}.`, 'status');
}

/**
 * The appointment state machine, each change one conditional UPDATE so two clicks at
 * once change the row once: pending -> done (the desk, or the doctor for their own); pending -> cancelled
 * with a reason (the desk; a payment made online is refunded); unpaid or failed -> paid with the amount
 * received, while pending (the desk; records who received it).
 */
export async function updateAppointment(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  change: UpdateAppointmentInput['updatedDoc'],
) {
  const isDoctor = caller.role === 'doctor';
  if (isDoctor && change.status !== 'done') throw AppError.forbidden();
  const ownDoctor = isDoctor ? await doctorRefOf(ctx, caller) : undefined;

  const row = await ctx.db.transaction(async (tx) => {
    let changed;
    // The desk's money changes go in the audit trail with who made them: the state before, read in the same
    // transaction, and the change.
    const before = change.status === 'done' ? undefined : await findAppointmentState(tx, id);
    if (change.status === 'done') changed = await markDone(tx, id, ownDoctor);
    else if (change.status === 'cancelled') changed = await markCancelled(tx, id, change.cancellationReason);
    else changed = await markPaid(tx, id, change.consultationFee, caller.id);
    if (changed && before) {
      if (change.status === 'cancelled')
        await recordAudit(tx, caller, 'appointment.cancel', appointmentTarget(before), {
          status: { before: before.status, after: 'cancelled' },
          cancellationReason: { before: null, after: change.cancellationReason },
        });
      else if ('consultationFee' in change)
        await recordAudit(tx, caller, 'appointment.pay', appointmentTarget(before), {
          paymentStatus: { before: before.payment_status, after: 'paid' },
          consultationFee: { before: before.consultation_fee, after: change.consultationFee },
        });
    }
    // Done and cancelled move the doctor's queue (the pace, who is waiting): boards and patients' pages follow.
    if (changed && change.status) await announceQueueChange(tx, changed.doctor_id, changed.selected_date);
    return changed;
  });

  if (!row) {
    const current = await findAppointmentState(ctx.db, id);
    if (!current || (ownDoctor && current.doctor_id !== ownDoctor)) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
    throw refusal(current, change);
  }
  if (change.status === 'cancelled') await refundIfPaidOnline(ctx, id, row, caller);
}

/**
 * A cancelled appointment that was paid online is refunded through the gateway, within the refund policy. The
 * cancellation stands either way: paid at the desk (409) or outside the policy (422) means there is nothing for the
 * gateway to refund, and the desk settles cash refunds by hand. A refund the desk's cancellation started is in the
 * audit trail under the desk member (`actor`).
 */
export async function refundIfPaidOnline(
  ctx: AppContext,
  id: string,
  row: { payment_status: string; source: string },
  actor?: Actor,
): Promise<void> {
  if (row.payment_status !== 'paid' || row.source !== 'online') return;
  try {
    await ctx.payments.refundAppointment(id);
    const refunded = actor ? await findAppointmentState(ctx.db, id) : undefined;
    if (actor && refunded) await recordAudit(ctx.db, actor, 'appointment.refund', appointmentTarget(refunded), {});
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    ctx.log.info({ appointmentId: id, reason: error.message }, 'no gateway refund for cancelled appointment');
  }
}
