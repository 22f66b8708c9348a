import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/components/ui/button';
import { selectToken } from '@/lib/session';
import { loginDialogOpened } from '@/stores/ui-slice';
import { useGetOwnAppointmentQuery, useGetPaidAppointmentQuery } from '../api/get-own-appointment';
import { ReceiptLoader } from './receipt-loader';
import { useLanguage } from '@/i18n/i18n';

/** The receipt of one of the caller's bookings, by its id (the confirmation page after Pay Later). */
export function OwnAppointmentReceipt({ appointmentId }: { appointmentId: string }) {
  const signedIn = useSelector(selectToken) !== null;
  const query = useGetOwnAppointmentQuery(appointmentId, { skip: !signedIn });
  return signedIn ? <ReceiptLoader query={query} /> : <LogInToSee />;
}

/** The receipt of the booking a payment was for, by the transaction id the gateway sent back (the success page). */
export function PaidAppointmentReceipt({ transactionId }: { transactionId: string }) {
  const signedIn = useSelector(selectToken) !== null;
  const query = useGetPaidAppointmentQuery(transactionId, { skip: !signedIn });
  return signedIn ? <ReceiptLoader query={query} /> : <LogInToSee />;
}

/**
 * The pages are public (the gateway's redirect must land even when the session has ended), the booking is not: a
 * visitor without a session is asked to log in, and the receipt appears here once they have.
 */
function LogInToSee() {
  const { t } = useLanguage();
  const dispatch = useDispatch();
  return (
    <div className="flex w-full max-w-xl flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 print:hidden">
      <p className="text-slate-700">{t('receipt.logInToSee')}</p>
      <Button variant="secondary" className="min-h-11" onClick={() => dispatch(loginDialogOpened('login'))}>
        {t('receipt.logIn')}
      </Button>
    </div>
  );
}
