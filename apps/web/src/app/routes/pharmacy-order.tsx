import { useParams } from 'react-router';
import { OrderPage } from '@/features/medicine-order/components/order-page';
import { RolePage } from '../role-page';

/** /pharmacy-orders/{id}: the patient's own medicine order; the API answers 404 for anyone else's. */
export function PharmacyOrderRoute() {
  const { orderId = '' } = useParams();
  return (
    <RolePage title="medicineOrderHead.orderPage" capability="self">
      <OrderPage key={orderId} orderId={orderId} />
    </RolePage>
  );
}
