import { useParams } from 'react-router';
import { Panel } from '@/components/ui/panel';
import { EditDoctorPage, NewDoctorPage } from '@/features/admin-doctors/components/doctor-editor-page';
import { LeaveSection } from '@/features/doctor-leave/components/leave-section';
import { WeekDays } from '@/features/doctor-schedule/components/week-days';
import { WeekEditor } from '@/features/doctor-schedule/components/week-editor';
import { useLanguage } from '@/i18n/i18n';
import { RolePage } from '../role-page';

/** /admin/doctors/new: the doctor form with the schedule feature's week, sent together. */
export function AdminNewDoctorRoute() {
  return (
    <RolePage title="doctorForm.headNew" capability="admin">
      <NewDoctorPage renderSchedule={(schedule, onChange) => <WeekDays schedule={schedule} onChange={onChange} />} />
    </RolePage>
  );
}

/**
 * /admin/doctors/{id}: the app joins three features on one page: the doctor form, the schedule feature's week
 * editor (saving each change at once) and the leave feature's section.
 */
export function AdminEditDoctorRoute() {
  const { t } = useLanguage();
  const { id = '' } = useParams();
  return (
    <RolePage title="doctorForm.headEdit" capability="admin">
      <EditDoctorPage
        key={id}
        doctorId={id}
        renderSections={(doctor) => (
          <>
            <Panel title={t('schedule.week')}>
              <WeekEditor key={doctor._id} doctorId={doctor._id} initialSchedule={doctor.schedule} />
            </Panel>
            <LeaveSection doctorId={doctor._id} />
          </>
        )}
      />
    </RolePage>
  );
}
