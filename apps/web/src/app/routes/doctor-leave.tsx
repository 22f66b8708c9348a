import { useSelector } from 'react-redux';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { OwnLeave } from '@/features/doctor-leave/components/own-leave';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

/** /doctor/leave: a doctor's own leave days (admins manage any doctor's from /admin/doctors/{id}). */
export function DoctorLeaveRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.myLeave', { name: siteConfig.name }), robots: 'noindex' });
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability="doctor">
      <OwnLeave />
    </RequireRole>
  );
}
