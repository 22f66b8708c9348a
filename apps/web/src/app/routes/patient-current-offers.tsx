import { siteConfig } from '@/config/site';
import { CurrentOffers } from '@/features/patient/components/current-offers';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

export function PatientCurrentOffersRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.currentOffers', { name: siteConfig.name }), robots: 'noindex' });
  return <CurrentOffers />;
}
