import { OrderPrescriptionPage } from '@/features/medicine-order/components/order-prescription-page';
import { ParamRolePage } from '../role-page';

/**
 * /prescriptions/{id}/order: ordering a signed prescription's medicines from the hospital pharmacy. Any signed-in
 * account may ask; the API answers 404 unless the prescription is the caller's (or their family's) and signed.
 */
export function MedicineOrderRoute() {
  return (
    <ParamRolePage param="id" title="medicineOrderHead.order" capability="self">
      {(id) => <OrderPrescriptionPage prescriptionId={id} />}
    </ParamRolePage>
  );
}
