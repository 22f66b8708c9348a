import { useGetManagedDoctorsQuery } from '@/features/admin-doctors/api/get-managed-doctors';
import { StaffList } from '@/features/staff-accounts/components/staff-list';
import { RolePage } from '../role-page';

/** /admin/staff: admins only. */
export function AdminStaffRoute() {
  return (
    <RolePage title="head.staff" capability="admin">
      <StaffDesk />
    </RolePage>
  );
}

/** The doctor feature's list feeds the staff feature's doctor pickers: a doctor account is linked to its record. */
function StaffDesk() {
  const { data: doctors = [] } = useGetManagedDoctorsQuery({ status: 'all' });
  return <StaffList doctors={doctors} />;
}
