import { PhoneIcon } from '@/components/ui/icons';
import { useTimedReveal } from '../hooks/use-timed-reveal';
import { useLanguage } from '@/i18n/i18n';

/**
 * docs/product-spec.md §2: the contact is hidden until clicked, then visible for 10 seconds. The number is a tel: link, so on a
 * phone the attendant can call straight from the card.
 */
export function ContactReveal({ contact }: { contact: string | undefined }) {
  const { t } = useLanguage();
  const { revealed, reveal } = useTimedReveal();
  if (!contact) return <span className="text-slate-500">-</span>;
  return (
    <span aria-live="polite">
      {revealed ? (
        <a
          href={`tel:${contact}`}
          className="font-semibold text-brand-800 tabular-nums underline-offset-2 hover:underline"
        >
          {contact}
        </a>
      ) : (
        <button
          type="button"
          onClick={reveal}
          className="relative inline-flex items-center gap-1 rounded-md font-medium text-brand-700 after:absolute after:-inset-y-3 after:inset-x-0 after:content-[''] underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <PhoneIcon className="size-4" />
          {t('deskCard.showContact')}
        </button>
      )}
    </span>
  );
}
