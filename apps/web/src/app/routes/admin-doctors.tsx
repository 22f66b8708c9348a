import { DoctorAdminList } from '@/features/admin-doctors/components/doctor-admin-list';
import { useLanguage } from '@/i18n/i18n';
import { RolePage } from '../role-page';
import { TextLink } from '@/components/ui/button-link';

/** /admin/doctors: admins only; under the list, the way to the doctors' waiting-room boards. */
export function AdminDoctorsRoute() {
  const { t } = useLanguage();
  return (
    <RolePage title="head.doctors" capability="admin">
      <DoctorAdminList />
      <p className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        <TextLink to="/admin/boards">{t('boardLinks.openFromDoctors')}</TextLink>
      </p>
    </RolePage>
  );
}
