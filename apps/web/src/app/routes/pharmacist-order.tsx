import { OrderDesk } from '@/features/pharmacy/components/order-desk';
import { ParamRolePage } from '../role-page';

/** /pharmacist/orders/:orderId: one order at the pharmacy desk (capability `pharmacy`: pharmacist and admin). */
export function PharmacistOrderRoute() {
  return (
    <ParamRolePage param="orderId" title="pharmacistHead.order" capability="pharmacy">
      {(orderId) => <OrderDesk orderId={orderId} />}
    </ParamRolePage>
  );
}
