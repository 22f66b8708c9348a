import { useSelector } from 'react-redux';
import { FormPage } from '@/components/ui/form-page';
import { siteConfig } from '@/config/site';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { SlotRequestForm } from '@/features/slot-requests/components/slot-request-form';
import { useDocumentHead } from '@/lib/head';

const HEAD = { title: `Quick Reserve | ${siteConfig.name}`, robots: 'noindex' };

/** /book-emergency-slot and /marketer/book-emergency-slot: the same form; the role decides the station picker. */
export function BookEmergencySlotRoute() {
  useDocumentHead(HEAD);
  // The app layer joins the two features (STYLE: no imports between features). docs/product-spec.md §6: marketers pick a station,
  // wherever they open the form from.
  const isMarketer = useSelector(selectCurrentUser)?.role === 'marketer';

  return (
    <FormPage
      title="Quick Reserve"
      intro={`Request an emergency slot. Choose the department${isMarketer ? ' and the station' : ''}, then tell us who the patient is; our emergency team will call back.`}
      callInstead="Life-threatening emergency?"
    >
      <SlotRequestForm withStation={isMarketer} />
    </FormPage>
  );
}
