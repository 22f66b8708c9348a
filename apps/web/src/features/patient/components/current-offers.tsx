import { HotlineNumber } from '@/components/ui/hotline-link';
import { PageSection } from '@/components/ui/page-section';
import { useLanguage } from '@/i18n/i18n';

/**
 * docs/product-spec.md §2 /patient/current-offers. The spec names the page but no offers and no call that lists them, so it says
 * plainly that there are none rather than showing made-up discounts.
 */
export function CurrentOffers() {
  const { t } = useLanguage();
  return (
    <PageSection title={t('patient.offersTitle')}>
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10">
        <p className="font-semibold text-slate-800">{t('patient.noOffers')}</p>
        <p className="mt-2 text-sm text-slate-600">
          {t('patient.offersText')} <HotlineNumber />.
        </p>
      </div>
    </PageSection>
  );
}
