import { useSelector } from 'react-redux';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { AuditTrail } from '@/features/audit-trail/components/audit-trail';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

/** /admin/audit: admins only (the router's RequireAuth has already ensured a session). */
export function AdminAuditRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.audit', { name: siteConfig.name }), robots: 'noindex' });
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability="admin">
      <AuditTrail />
    </RequireRole>
  );
}
