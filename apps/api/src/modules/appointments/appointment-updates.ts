import { sql } from 'drizzle-orm';
import type { UpdateAppointmentInput } from '@hospital/contract/appointments';
import { queryRows } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { APPOINTMENT_NOT_FOUND, doctorRefOf } from './desk.service.js';

type Current = { status: string; payment_status: string; doctor_id: string };

/** Why a change was refused, in the words of the current state (ARCHITECTURE §6: 409s name the state). */
function refusal(current: Current, change: UpdateAppointmentInput['updatedDoc']): AppError {
  if (current.status !== 'pending') return AppError.conflict(`This appointment is already ${current.status}; it cannot be changed.`, 'status');
  if ('paymentStatus' in change) return AppError.conflict(`This appointment is already ${current.payment_status}.`, 'paymentStatus');
  return AppError.conflict(`This appointment is ${current.status}.`, 'status');
}

/**
 * The appointment state machine (ARCHITECTURE §6), each change one conditional UPDATE so two clicks at
 * once change the row once: pending -> done (the desk, or the doctor for their own); pending -> cancelled
 * with a reason (the desk; a payment made online is refunded); unpaid or failed -> paid with the amount
 * received, while pending (the desk; records who received it).
 */
export async function updateAppointment(ctx: AppContext, caller: AuthUser, id: string, change: UpdateAppointmentInput['updatedDoc']) {
  const isDoctor = caller.role === 'doctor';
  if (isDoctor && change.status !== 'done') throw AppError.forbidden();
  const ownDoctor = isDoctor ? await doctorRefOf(ctx, caller) : undefined;
  const scope = ownDoctor ? sql`and doctor_id = ${ownDoctor}` : sql``;

  let updated: Array<{ payment_status: string; source: string }>;
  if (change.status === 'done') {
    updated = await queryRows(ctx.db, sql`update appointments set status = 'done', updated_at = now()
      where id = ${id} and status = 'pending' ${scope} returning payment_status, source`);
  } else if (change.status === 'cancelled') {
    updated = await queryRows(ctx.db, sql`update appointments set status = 'cancelled', cancellation_reason = ${change.cancellationReason}, updated_at = now()
      where id = ${id} and status = 'pending' returning payment_status, source`);
  } else {
    updated = await queryRows(ctx.db, sql`update appointments set payment_status = 'paid', consultation_fee = ${change.consultationFee},
      fee_received_by = ${caller.id}, updated_at = now()
      where id = ${id} and status = 'pending' and payment_status in ('unpaid', 'failed') returning payment_status, source`);
  }

  if (updated.length === 0) {
    const [current] = await queryRows<Current>(ctx.db, sql`select status, payment_status, doctor_id from appointments where id = ${id}`);
    if (!current || (ownDoctor && current.doctor_id !== ownDoctor)) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
    throw refusal(current, change);
  }
  const row = updated[0]!;
  if (change.status === 'cancelled' && row.payment_status === 'paid' && row.source === 'online') {
    try {
      await ctx.payments.refundAppointment(id);
    } catch (error) {
      // The cancellation stands either way. Paid at the desk (409) or outside the refund policy (422) means
      // there is nothing for the gateway to refund; the desk settles cash refunds by hand.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      ctx.log.info({ appointmentId: id, reason: error.message }, 'no gateway refund for cancelled appointment');
    }
  }
}
