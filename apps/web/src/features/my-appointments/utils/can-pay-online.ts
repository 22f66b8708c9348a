import type { Appointment } from '@hospital/contract/appointments';
import { onlinePaymentOffered } from '@/lib/online-payment';

/**
 * Whether 'Pay Now' is offered on a card: an online booking with a fee that is not paid yet (or whose payment
 * failed), not cancelled and not on a leave day: the appointments POST /payments/init accepts (docs/architecture.md §15). Walk-ins pay at the desk.
 * Never while the hospital takes no online payments: then every booking is paid at the hospital.
 */
export function canPayOnline(
  appointment: Pick<Appointment, 'source' | 'status' | 'paymentStatus' | 'consultationFee' | 'doctorOnLeave'>,
) {
  return (
    onlinePaymentOffered() &&
    appointment.source === 'online' &&
    !appointment.doctorOnLeave &&
    appointment.status !== 'cancelled' &&
    appointment.paymentStatus !== 'paid' &&
    appointment.consultationFee > 0
  );
}
