import type { Appointment } from '@hospital/contract/appointments';
import { runtimeSettings } from '@/config/runtime-settings';

/** Whether the hospital takes payment online at all: with PAYMENT_GATEWAY=none every fee is paid at the hospital. */
export const onlinePaymentOffered = (): boolean => runtimeSettings.payments !== 'none';

/**
 * Whether the appointment's payment status came from the payment gateway: paid online, or an online attempt that
 * failed. A fee taken at the hospital records who took it (`feeReceivedBy`), and walk-ins only ever pay at the desk.
 */
export function hasOnlinePayment(appointment: Pick<Appointment, 'source' | 'paymentStatus' | 'feeReceivedBy'>) {
  if (appointment.source !== 'online') return false;
  return (
    appointment.paymentStatus === 'failed' ||
    (appointment.paymentStatus === 'paid' && appointment.feeReceivedBy === null)
  );
}
