import { useLanguage } from '@/i18n/i18n';

/** Today with several doctors and no chip chosen: the queue is called per doctor. */
export function QueueHint() {
  const { t } = useLanguage();
  return (
    <p className="rounded-xl bg-brand-50/60 px-4 py-3 text-sm text-slate-700 ring-1 ring-brand-200">
      {t('queue.chooseDoctor')}
    </p>
  );
}
