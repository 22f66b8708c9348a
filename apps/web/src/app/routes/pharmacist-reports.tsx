import { DayReport } from '@/features/pharmacy/components/day-report';
import { RolePage } from '../role-page';

/** /pharmacist/reports: the pharmacy's day report (capability `pharmacy`: pharmacist and admin). */
export function PharmacistReportsRoute() {
  return (
    <RolePage title="pharmacistHead.reports" capability="pharmacy">
      <DayReport />
    </RolePage>
  );
}
