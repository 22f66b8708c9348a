import { OrderPage } from '@/features/medicine-order/components/order-page';
import { ParamRolePage } from '../role-page';

/** /pharmacy-orders/{id}: the patient's own medicine order; the API answers 404 for anyone else's. */
export function PharmacyOrderRoute() {
  return (
    <ParamRolePage param="orderId" title="medicineOrderHead.orderPage" capability="self">
      {(orderId) => <OrderPage orderId={orderId} />}
    </ParamRolePage>
  );
}
