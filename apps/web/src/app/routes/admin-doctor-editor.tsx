import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { Panel } from '@/components/ui/panel';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { EditDoctorPage, NewDoctorPage } from '@/features/admin-doctors/components/doctor-editor-page';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { LeaveSection } from '@/features/doctor-leave/components/leave-section';
import { WeekDays } from '@/features/doctor-schedule/components/week-days';
import { WeekEditor } from '@/features/doctor-schedule/components/week-editor';
import { useDocumentHead } from '@/lib/head';

const NEW_HEAD = { title: `Add doctor | ${siteConfig.name}`, robots: 'noindex' };
const EDIT_HEAD = { title: `Edit doctor | ${siteConfig.name}`, robots: 'noindex' };

/** /admin/doctors/new: the doctor form with the schedule feature's week, sent together. */
export function AdminNewDoctorRoute() {
  useDocumentHead(NEW_HEAD);
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability="admin">
      <NewDoctorPage renderSchedule={(schedule, onChange) => <WeekDays schedule={schedule} onChange={onChange} />} />
    </RequireRole>
  );
}

/**
 * /admin/doctors/{id}: the app joins three features on one page: the doctor form, the schedule feature's week
 * editor (saving each change at once) and the leave feature's section.
 */
export function AdminEditDoctorRoute() {
  useDocumentHead(EDIT_HEAD);
  const role = useSelector(selectCurrentUser)?.role;
  const { id = '' } = useParams();
  return (
    <RequireRole role={role} capability="admin">
      <EditDoctorPage
        key={id}
        doctorId={id}
        renderSections={(doctor) => (
          <>
            <Panel title="Weekly schedule">
              <WeekEditor key={doctor._id} doctorId={doctor._id} initialSchedule={doctor.schedule} />
            </Panel>
            <LeaveSection doctorId={doctor._id} />
          </>
        )}
      />
    </RequireRole>
  );
}
