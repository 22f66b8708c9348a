import type { Role } from '@hospital/contract/lists';
import { doctorName, type DoctorOption } from '../utils/staff-words';
import { useLanguage } from '@/i18n/i18n';

/** A role select's options, each role in the language on screen. */
export function RoleOptions({ roles }: { roles: readonly Role[] }) {
  const { t } = useLanguage();
  return roles.map((option) => (
    <option key={option} value={option}>
      {t(`staff.role_${option}`)}
    </option>
  ));
}

/** The options of the select that links an account to its doctor record: none chosen first, then every doctor. */
export function DoctorRecordOptions({ doctors }: { doctors: readonly DoctorOption[] }) {
  const { t } = useLanguage();
  return (
    <>
      <option value="">{t('staff.chooseDoctorRecord')}</option>
      {doctors.map((doctor) => (
        <option key={doctor._id} value={doctor._id}>
          {doctorName(doctor)}
        </option>
      ))}
    </>
  );
}
