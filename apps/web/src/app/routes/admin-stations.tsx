import { StationsPage } from '@/features/admin-marketing/components/stations-page';
import { RolePage } from '../role-page';

/** /admin/stations: admins only. */
export function AdminStationsRoute() {
  return (
    <RolePage title="marketingHead.stations" capability="admin">
      <StationsPage />
    </RolePage>
  );
}
