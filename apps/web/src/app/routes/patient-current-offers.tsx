import { CurrentOffers } from '@/features/patient/components/current-offers';
import { usePageHead } from '@/lib/page-head';

export function PatientCurrentOffersRoute() {
  usePageHead('head.currentOffers');
  return <CurrentOffers />;
}
