import { OwnLeave } from '@/features/doctor-leave/components/own-leave';
import { RolePage } from '../role-page';

/** /doctor/leave: a doctor's own leave days (admins manage any doctor's from /admin/doctors/{id}). */
export function DoctorLeaveRoute() {
  return (
    <RolePage title="head.myLeave" capability="doctor">
      <OwnLeave />
    </RolePage>
  );
}
