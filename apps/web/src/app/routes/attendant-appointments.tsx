import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { ScheduleDialog } from '@/features/doctor-schedule/components/schedule-dialog';
import { useGetConsultantsQuery } from '@/features/doctors/api/get-consultants';
import { useGetSingleDoctorQuery } from '@/features/doctors/api/get-single-doctor';
import { ManageAppointments } from '@/features/manage-appointments/components/manage-appointments';
import type { DoctorDirectory } from '@/features/manage-appointments/types';
import { printDayList } from '@/features/printing/utils/print-sheets';
import { CheckInButton } from '@/features/visit-queue/components/check-in-button';
import { QueueControls } from '@/features/visit-queue/components/queue-controls';
import { useLanguage } from '@/i18n/i18n';
import { RolePage } from '../role-page';

/** docs/product-spec.md §2 /attendant/ for attendants and admins (the router's RequireAuth has already ensured a session). */
export function AttendantAppointmentsRoute() {
  // docs/product-spec.md §2: /attendant/ is 'Manage Appointments'; staff pages stay out of search results.
  const isAdmin = useSelector(selectCurrentUser)?.role === 'admin';
  return (
    <RolePage title="head.manageAppointments" capability="desk">
      <AttendantDesk isAdmin={isAdmin} />
    </RolePage>
  );
}

/**
 * The app layer joins the features (bulletproof-react): the doctors feature's queries feed the desk's dialogs,
 * the printing feature prints its lists, and admins get the doctor-schedule feature's editor.
 */
function AttendantDesk({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useLanguage();
  const directory = useDoctorDirectory();
  return (
    <ManageAppointments
      role={isAdmin ? 'admin' : 'attendant'}
      title={t('desk.manageTitle')}
      directory={directory}
      renderQueue={(doctor, date) => <QueueControls {...doctor} date={date} />}
      headerAction={<CheckInButton />}
      // docs/product-spec.md §6: the printed list shows contacts to admins only.
      onPrintDay={(appointments, options) => printDayList(appointments, { ...options, showContacts: isAdmin })}
      renderScheduleDialog={
        isAdmin ? (onClose) => <ScheduleDialog doctors={directory.doctors} onClose={onClose} /> : undefined
      }
    />
  );
}

function useDoctorDirectory(): DoctorDirectory {
  // limit 0: every doctor (docs/architecture.md §15). Cached under `doctors`, so a schedule edit refreshes it.
  const { data: doctors = [], isLoading } = useGetConsultantsQuery({ limit: 0 });
  const [datesFor, showDatesFor] = useState<string | null>(null);
  const { currentData: doctor } = useGetSingleDoctorQuery(datesFor ?? skipToken);
  return { doctors, isLoading, datesFor, dates: doctor?.availableDates, showDatesFor };
}
