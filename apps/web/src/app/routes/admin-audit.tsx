import { useSelector } from 'react-redux';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { AuditTrail } from '@/features/audit-trail/components/audit-trail';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { useDocumentHead } from '@/lib/head';

const HEAD = { title: `Audit trail | ${siteConfig.name}`, robots: 'noindex' };

/** /admin/audit: admins only (the router's RequireAuth has already ensured a session). */
export function AdminAuditRoute() {
  useDocumentHead(HEAD);
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability="admin">
      <AuditTrail />
    </RequireRole>
  );
}
