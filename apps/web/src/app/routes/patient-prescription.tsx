import { siteConfig } from '@/config/site';
import { PatientPlaceholder } from '@/features/patient/components/patient-placeholder';
import { useDocumentHead } from '@/lib/head';
import { useLanguage } from '@/i18n/i18n';

export function PatientPrescriptionRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.prescription', { name: siteConfig.name }), robots: 'noindex' });
  return <PatientPlaceholder heading={t('myAppointments.prescription')} />;
}
