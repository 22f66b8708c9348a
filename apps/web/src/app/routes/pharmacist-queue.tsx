import { OrderQueue } from '@/features/pharmacy/components/order-queue';
import { RolePage } from '../role-page';

/** /pharmacist/: the pharmacist's queue of medicine orders (capability `pharmacy`: pharmacist and admin). */
export function PharmacistQueueRoute() {
  return (
    <RolePage title="pharmacistHead.queue" capability="pharmacy">
      <OrderQueue />
    </RolePage>
  );
}
