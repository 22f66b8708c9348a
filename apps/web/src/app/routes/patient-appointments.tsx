import { MyAppointments } from '@/features/my-appointments/components/my-appointments';
import { useGetSingleDoctorQuery } from '@/features/doctors/api/get-single-doctor';
import { ManageBooking } from '@/features/manage-booking/components/manage-booking';
import { MyMedicineOrders } from '@/features/medicine-order/components/my-medicine-orders';
import { LiveVisits } from '@/features/patient-visit/components/live-visits';
import { usePageHead } from '@/lib/page-head';

export function PatientAppointmentsRoute() {
  // docs/product-spec.md §2: /patient/ is titled 'Booked Appointment' and kept out of search results.
  usePageHead('head.bookedAppointments');
  return (
    <>
      {/* Today's visit, live, above the list of bookings. */}
      <LiveVisits />
      <MyAppointments
        renderActions={(appointment) => <ManageBooking appointment={appointment} useDoctorDates={useDoctorDates} />}
      />
      {/* The account's medicine orders from the hospital pharmacy, each linking to its page. */}
      <MyMedicineOrders />
    </>
  );
}

/** The doctor's available dates for "Change date", from the doctors feature's cached profile query. */
function useDoctorDates(doctorId: string) {
  return useGetSingleDoctorQuery(doctorId).currentData?.availableDates;
}
