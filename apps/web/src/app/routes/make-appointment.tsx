import { useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { BookingPage } from '@/features/booking/components/booking-page';
import { FamilyPicker } from '@/features/family-members/components/family-picker';
import { BookingSkeleton } from '@/features/booking/components/booking-skeleton';
import { BookingUnavailable } from '@/features/booking/components/booking-unavailable';
import { useGetSingleDoctorQuery } from '@/features/doctors/api/get-single-doctor';
import { firstOfferedOnOrAfter } from '@/features/booking/utils/preferred-date';
import { usePageHead } from '@/lib/page-head';

/**
 * docs/product-spec.md §2 /make-appointment/{id} (login-protected by the router's guard). The app layer joins the features: the
 * booking flow gets the doctor and the user's email and imports neither the doctors nor the auth feature.
 * `?date=YYYY-MM-DD` (a prescription's "Book follow-up") starts on the first date the doctor offers from then.
 */
export function MakeAppointmentRoute() {
  usePageHead('head.appointment');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const user = useSelector(selectCurrentUser);
  // `currentData`: another doctor's booking page must never show the previous doctor meanwhile.
  const { currentData: doctor, isError } = useGetSingleDoctorQuery(id);

  if (!doctor) return isError ? <BookingUnavailable /> : <BookingSkeleton />;
  return (
    <BookingPage
      key={doctor._id}
      doctor={doctor}
      userEmail={user?.email ?? ''}
      preferredDate={firstOfferedOnOrAfter(doctor.availableDates, search.get('date'))}
      renderFamilyPicker={(selectedId, onPick) => <FamilyPicker selectedId={selectedId} onPick={onPick} />}
    />
  );
}
