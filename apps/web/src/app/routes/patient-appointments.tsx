import { siteConfig } from '@/config/site';
import { MyAppointments } from '@/features/my-appointments/components/my-appointments';
import { useGetSingleDoctorQuery } from '@/features/doctors/api/get-single-doctor';
import { ManageBooking } from '@/features/manage-booking/components/manage-booking';
import { LiveVisits } from '@/features/patient-visit/components/live-visits';
import { useDocumentHead } from '@/lib/head';

// docs/product-spec.md §2: /patient/ is titled 'Booked Appointment' and kept out of search results.
const HEAD = { title: `Booked Appointment | ${siteConfig.name}`, robots: 'noindex' };

export function PatientAppointmentsRoute() {
  useDocumentHead(HEAD);
  return (
    <>
      {/* Issue 14: today's visit, live, above the list of bookings. */}
      <LiveVisits />
      <MyAppointments renderActions={(appointment) => <ManageBooking appointment={appointment} useDoctorDates={useDoctorDates} />} />
    </>
  );
}

/** The doctor's available dates for "Change date", from the doctors feature's cached profile query. */
function useDoctorDates(doctorId: string) {
  return useGetSingleDoctorQuery(doctorId).currentData?.availableDates;
}
