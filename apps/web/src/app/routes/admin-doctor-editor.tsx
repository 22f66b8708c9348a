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
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

/** /admin/doctors/new: the doctor form with the schedule feature's week, sent together. */
export function AdminNewDoctorRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('doctorForm.headNew', { name: siteConfig.name }), robots: 'noindex' });
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
  const { t } = useLanguage();
  useDocumentHead({ title: t('doctorForm.headEdit', { name: siteConfig.name }), robots: 'noindex' });
  const role = useSelector(selectCurrentUser)?.role;
  const { id = '' } = useParams();
  return (
    <RequireRole role={role} capability="admin">
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
    </RequireRole>
  );
}
