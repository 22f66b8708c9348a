import { siteConfig } from '@/config/site';
import { PatientPlaceholder } from '@/features/patient/components/patient-placeholder';
import { useDocumentHead } from '@/lib/head';

export function PatientAddFamilyRoute() {
  useDocumentHead({ title: `Add Family | ${siteConfig.name}`, robots: 'noindex' });
  return <PatientPlaceholder heading="Add Family" />;
}
