import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { DoctorAdminList } from '@/features/admin-doctors/components/doctor-admin-list';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

/** /admin/doctors: admins only (the router's RequireAuth has already ensured a session). */
export function AdminDoctorsRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.doctors', { name: siteConfig.name }), robots: 'noindex' });
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability="admin">
      <DoctorAdminList />
      <BoardsLink />
    </RequireRole>
  );
}

/** Where admins manage doctors, the way to the doctors' waiting-room boards (issue 14). */
function BoardsLink() {
  const { t } = useLanguage();
  return (
    <p className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
      <Link
        to="/admin/boards"
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('boardLinks.openFromDoctors')}
      </Link>
    </p>
  );
}
