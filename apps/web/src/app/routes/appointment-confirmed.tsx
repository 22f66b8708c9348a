import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { isObjectId } from '@hospital/contract/ids';
import { selectIsLoggedIn } from '@/features/auth/stores/auth-slice';
import { AppointmentConfirmed } from '@/features/booking/components/appointment-confirmed';
import { CONFIRMED_APPOINTMENT_PARAM } from '@/features/booking/hooks/use-book-appointment';
import { OwnAppointmentReceipt } from '@/features/booking-receipt/components/own-appointment-receipt';
import { ProveNumberPanel } from '@/features/phone-proof/components/prove-number-panel';
import { usePageHead } from '@/lib/page-head';

/** docs/product-spec.md §2 /appointment_confirmed: the booking named in the URL, read from the API. */
export function AppointmentConfirmedRoute() {
  // A confirmation is no use in search results.
  usePageHead('head.appointmentConfirmed');
  const appointmentId = useSearchParams()[0].get(CONFIRMED_APPOINTMENT_PARAM);
  const loggedIn = useSelector(selectIsLoggedIn);
  // Below the booking, an offer to prove the number its SMS go to when nobody has (docs/decisions/0028).
  return (
    <AppointmentConfirmed
      receipt={
        <>
          {isObjectId(appointmentId) && <OwnAppointmentReceipt appointmentId={appointmentId} />}
          {loggedIn && <ProveNumberPanel />}
        </>
      }
    />
  );
}
