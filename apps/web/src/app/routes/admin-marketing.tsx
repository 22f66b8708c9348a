import { MarketingReport } from '@/features/admin-marketing/components/marketing-report';
import { RolePage } from '../role-page';

/** /admin/marketing: admins only. */
export function AdminMarketingRoute() {
  return (
    <RolePage title="marketingHead.report" capability="admin">
      <MarketingReport />
    </RolePage>
  );
}
