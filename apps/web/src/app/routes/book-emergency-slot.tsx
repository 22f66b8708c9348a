import { useSelector } from 'react-redux';
import { PhoneIcon } from '@/components/ui/icons';
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
    <section className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Quick Reserve</h1>
      <p className="mt-2 text-slate-600">
        Request an emergency slot. Choose the department
        {isMarketer ? ' and the station' : ''}, then tell us who the patient is; our emergency team will call back.
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <SlotRequestForm withStation={isMarketer} />
      </div>
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
        <PhoneIcon className="size-4 shrink-0 text-brand-700" />
        <span>
          Life-threatening emergency? Call{' '}
          <a href={siteConfig.hotlineHref} className="font-semibold text-brand-700 underline underline-offset-2">
            {siteConfig.hotline}
          </a>
        </span>
      </p>
    </section>
  );
}
