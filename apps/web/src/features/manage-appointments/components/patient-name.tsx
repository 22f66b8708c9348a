import { useLanguage } from '@/i18n/i18n';

type PatientNameProps = {
  name: string;
  /** Given for admins only: double-clicking the name opens 'Refine Patient Information' (docs/product-spec.md §2, §6). */
  onRefine?: () => void;
};

const nameClass = 'text-base leading-snug font-semibold break-words text-slate-900';

/** The patient's name, which an admin double-clicks to correct the record. */
export function PatientName({ name, onRefine }: PatientNameProps) {
  const { t } = useLanguage();
  if (!onRefine) return <span className={nameClass}>{name}</span>;
  return (
    <button
      type="button"
      // A keyboard has no double-click: Enter or Space on the button fire a click with `detail` 0, which opens the
      // dialog too. A single mouse click (detail 1) does nothing, as the spec's double-click implies.
      onClick={(event) => {
        if (event.detail === 0) onRefine();
      }}
      onDoubleClick={onRefine}
      title={t('deskCard.refineTitle')}
      className={`${nameClass} rounded text-left decoration-dotted underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      {name}
      <span className="sr-only">{t('deskCard.refineHint')}</span>
    </button>
  );
}
