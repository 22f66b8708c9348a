import { AuditTrail } from '@/features/audit-trail/components/audit-trail';
import { RolePage } from '../role-page';

/** /admin/audit: admins only. */
export function AdminAuditRoute() {
  return (
    <RolePage title="head.audit" capability="admin">
      <AuditTrail />
    </RolePage>
  );
}
