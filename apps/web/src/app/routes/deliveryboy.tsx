import { RiderPage } from '@/features/delivery/components/rider-page';
import { RolePage } from '../role-page';

/** /deliveryboy/: the rider's own deliveries (capability `delivery`). */
export function DeliveryboyRoute() {
  return (
    <RolePage title="deliveryHead.rider" capability="delivery">
      <RiderPage />
    </RolePage>
  );
}
