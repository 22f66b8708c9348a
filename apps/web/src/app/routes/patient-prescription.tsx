import { PatientPlaceholder } from '@/features/patient/components/patient-placeholder';
import { usePageHead } from '@/lib/page-head';

export function PatientPrescriptionRoute() {
  const t = usePageHead('head.prescription');
  return <PatientPlaceholder heading={t('myAppointments.prescription')} />;
}
