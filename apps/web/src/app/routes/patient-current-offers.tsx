import { siteConfig } from '@/config/site';
import { CurrentOffers } from '@/features/patient/components/current-offers';
import { useDocumentHead } from '@/lib/head';

export function PatientCurrentOffersRoute() {
  useDocumentHead({ title: `Current Offers | ${siteConfig.name}`, robots: 'noindex' });
  return <CurrentOffers />;
}
