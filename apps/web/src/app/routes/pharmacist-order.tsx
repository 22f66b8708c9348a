import { useParams } from 'react-router';
import { OrderDesk } from '@/features/pharmacy/components/order-desk';
import { RolePage } from '../role-page';

/** /pharmacist/orders/:orderId: one order at the pharmacy desk (capability `pharmacy`: pharmacist and admin). */
export function PharmacistOrderRoute() {
  const { orderId = '' } = useParams();
  return (
    <RolePage title="pharmacistHead.order" capability="pharmacy">
      <OrderDesk key={orderId} orderId={orderId} />
    </RolePage>
  );
}
