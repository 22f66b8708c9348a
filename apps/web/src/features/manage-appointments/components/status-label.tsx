import type { AppointmentStatus } from '@hospital/contract/lists';
import { CheckIcon } from './desk-icons';
import { STATUS_TONES } from './status-tones';
import { useLanguage } from '@/i18n/i18n';

const base =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold capitalize ring-1 ring-inset';

type StatusLabelProps = {
  status: AppointmentStatus;
  /** Given for a pending appointment the caller may mark done: the label becomes the button that does it (docs/product-spec.md §2). */
  onMarkDone?: () => void;
  disabled?: boolean;
};

/** docs/product-spec.md §2/§4: the status label; clicking a pending one marks the appointment done. */
export function StatusLabel({ status, onMarkDone, disabled = false }: StatusLabelProps) {
  const { t } = useLanguage();
  const label = t(`deskCard.status_${status}`);
  if (status !== 'pending' || !onMarkDone) return <span className={`${base} ${STATUS_TONES[status]}`}>{label}</span>;
  return (
    <button
      type="button"
      onClick={onMarkDone}
      disabled={disabled}
      title={t('deskCard.markDone')}
      className={`${base} min-h-11 ${STATUS_TONES.pending} hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60`}
    >
      {label}
      <CheckIcon className="size-4" />
      <span className="sr-only">{t('deskCard.markDoneHint')}</span>
    </button>
  );
}
