import { siteConfig } from '@/config/site';
import { PatientPlaceholder } from '@/features/patient/components/patient-placeholder';
import { useDocumentHead } from '@/lib/head';

export function PatientPrescriptionRoute() {
  useDocumentHead({ title: `Prescription | ${siteConfig.name}`, robots: 'noindex' });
  return <PatientPlaceholder heading="Prescription" />;
}
