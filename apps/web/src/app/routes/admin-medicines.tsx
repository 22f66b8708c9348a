import { MedicineAdmin } from '@/features/admin-medicines/components/medicine-admin';
import { RolePage } from '../role-page';

/** /admin/medicines: admins only. */
export function AdminMedicinesRoute() {
  return (
    <RolePage title="medicines.pageTitle" capability="admin">
      <MedicineAdmin />
    </RolePage>
  );
}
