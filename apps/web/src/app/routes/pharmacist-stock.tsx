import { StockPage } from '@/features/pharmacy/components/stock-page';
import { RolePage } from '../role-page';

/** /pharmacist/stock: the stock, its batches and receiving (capability `pharmacy`: pharmacist and admin). */
export function PharmacistStockRoute() {
  return (
    <RolePage title="pharmacistHead.stock" capability="pharmacy">
      <StockPage />
    </RolePage>
  );
}
