import { useSelector } from 'react-redux';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { useGetManagedDoctorsQuery } from '@/features/admin-doctors/api/get-managed-doctors';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { StaffList } from '@/features/staff-accounts/components/staff-list';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

/** /admin/staff: admins only (the router's RequireAuth has already ensured a session). */
export function AdminStaffRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.staff', { name: siteConfig.name }), robots: 'noindex' });
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability="admin">
      <StaffDesk />
    </RequireRole>
  );
}

/** The doctor feature's list feeds the staff feature's doctor pickers: a doctor account is linked to its record. */
function StaffDesk() {
  const { data: doctors = [] } = useGetManagedDoctorsQuery({ status: 'all' });
  return <StaffList doctors={doctors} />;
}
