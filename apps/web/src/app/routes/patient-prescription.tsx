import { PrescriptionList } from '@/features/prescription-view/components/prescription-list';
import { usePageHead } from '@/lib/page-head';

/** /patient/prescription: the prescriptions of the account and its family, newest first. */
export function PatientPrescriptionRoute() {
  usePageHead('head.prescription');
  return <PrescriptionList />;
}
