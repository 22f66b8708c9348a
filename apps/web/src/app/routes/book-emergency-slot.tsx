import { useSelector } from 'react-redux';
import { FormPage } from '@/components/ui/form-page';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { SlotRequestForm } from '@/features/slot-requests/components/slot-request-form';
import { usePageHead } from '@/lib/page-head';

/** /book-emergency-slot and /marketer/book-emergency-slot: the same form; the role decides the station picker. */
export function BookEmergencySlotRoute() {
  const t = usePageHead('head.quickReserve');
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
