import { siteConfig } from '@/config/site';
import { PatientPlaceholder } from '@/features/patient/components/patient-placeholder';
import { useDocumentHead } from '@/lib/head';
import { useLanguage } from '@/i18n/i18n';

export function PatientPrescriptionRoute() {
  useDocumentHead({ title: `Prescription | ${siteConfig.name}`, robots: 'noindex' });
  const { t } = useLanguage();
  return <PatientPlaceholder heading={t('myAppointments.prescription')} />;
}
