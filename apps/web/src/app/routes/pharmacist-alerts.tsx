import { StockAlertsPage } from '@/features/pharmacy/components/stock-alerts';
import { RolePage } from '../role-page';

/** /pharmacist/alerts: low stock and batches near expiry (capability `pharmacy`: pharmacist and admin). */
export function PharmacistAlertsRoute() {
  return (
    <RolePage title="pharmacistHead.alerts" capability="pharmacy">
      <StockAlertsPage />
    </RolePage>
  );
}
