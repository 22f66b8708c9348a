import type { Appointment } from '@hospital/contract/appointments';
import { useGetConsultantsQuery } from '@/features/doctors/api/get-consultants';
import { ManageAppointments } from '@/features/manage-appointments/components/manage-appointments';
import type { DoctorDirectory } from '@/features/manage-appointments/types';
import { PrescriptionCardActions } from '@/features/prescription-editor/components/prescription-card-actions';
import { printDayList, printPrescription } from '@/features/printing/utils/print-sheets';
import { QueueControls } from '@/features/visit-queue/components/queue-controls';
import { useLanguage } from '@/i18n/i18n';
import { RolePage } from '../role-page';

/** docs/product-spec.md §2 /doctor/: a doctor's own appointments (the router's RequireAuth has already ensured a session). */
export function DoctorAppointmentsRoute() {
  // docs/product-spec.md §2: /doctor/ is 'All Appointments'; staff pages stay out of search results.
  return (
    <RolePage title="head.allAppointments" capability="doctor">
      <DoctorDesk />
    </RolePage>
  );
}

// Doctors book nothing here, so the directory never needs a doctor's available dates.
const noDates = () => {};

function DoctorDesk() {
  const { t } = useLanguage();
  // The prescription header needs the doctor's degrees and workplace, which only the doctor directory carries.
  const { data: doctors = [], isLoading } = useGetConsultantsQuery({ limit: 0 });
  const directory: DoctorDirectory = { doctors, isLoading, datesFor: null, dates: undefined, showDatesFor: noDates };

  const printBlankSheet = (appointment: Appointment) =>
    printPrescription(
      appointment,
      doctors.find((doctor) => doctor._id === appointment.doctor._id) ?? appointment.doctor,
    );

  return (
    <ManageAppointments
      role="doctor"
      title={t('desk.doctorTitle')}
      directory={directory}
      renderQueue={(doctor, date) => <QueueControls {...doctor} date={date} />}
      // docs/product-spec.md §6: only admins see contacts on the printed list.
      onPrintDay={(appointments, options) => printDayList(appointments, { ...options, showContacts: false })}
      renderPrescription={(appointment) => (
        <PrescriptionCardActions appointment={appointment} onPrintBlank={() => printBlankSheet(appointment)} />
      )}
    />
  );
}
