import { CashPage } from '@/features/pharmacy/components/cash-page';
import { RolePage } from '../role-page';

/** /pharmacist/cash: the riders' cash and its close (capability `pharmacy`: pharmacist and admin). */
export function PharmacistCashRoute() {
  return (
    <RolePage title="pharmacistHead.cash" capability="pharmacy">
      <CashPage />
    </RolePage>
  );
}
