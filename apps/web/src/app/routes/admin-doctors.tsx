import { useSelector } from 'react-redux';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { DoctorAdminList } from '@/features/admin-doctors/components/doctor-admin-list';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { useDocumentHead } from '@/lib/head';

const HEAD = { title: `Doctors | ${siteConfig.name}`, robots: 'noindex' };

/** /admin/doctors: admins only (the router's RequireAuth has already ensured a session). */
export function AdminDoctorsRoute() {
  useDocumentHead(HEAD);
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability="admin">
      <DoctorAdminList />
    </RequireRole>
  );
}
