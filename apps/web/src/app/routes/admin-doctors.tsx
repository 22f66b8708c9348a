import { Link } from 'react-router';
import { DoctorAdminList } from '@/features/admin-doctors/components/doctor-admin-list';
import { useLanguage } from '@/i18n/i18n';
import { RolePage } from '../role-page';

/** /admin/doctors: admins only; under the list, the way to the doctors' waiting-room boards. */
export function AdminDoctorsRoute() {
  const { t } = useLanguage();
  return (
    <RolePage title="head.doctors" capability="admin">
      <DoctorAdminList />
      <p className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        <Link
          to="/admin/boards"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('boardLinks.openFromDoctors')}
        </Link>
      </p>
    </RolePage>
  );
}
