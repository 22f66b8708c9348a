import { useSelector } from 'react-redux';
import { FormPage } from '@/components/ui/form-page';
import { siteConfig } from '@/config/site';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { SlotRequestForm } from '@/features/slot-requests/components/slot-request-form';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

/** /book-emergency-slot and /marketer/book-emergency-slot: the same form; the role decides the station picker. */
export function BookEmergencySlotRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.quickReserve', { name: siteConfig.name }), robots: 'noindex' });
  // The app layer joins the two features (STYLE: no imports between features). docs/product-spec.md §6: marketers pick a station,
  // wherever they open the form from.
  const isMarketer = useSelector(selectCurrentUser)?.role === 'marketer';

  return (
    <FormPage
      title={t('slotForm.title')}
      intro={isMarketer ? t('slotForm.introMarketer') : t('slotForm.intro')}
      callInstead={t('slotForm.callInstead')}
    >
      <SlotRequestForm withStation={isMarketer} />
    </FormPage>
  );
}
