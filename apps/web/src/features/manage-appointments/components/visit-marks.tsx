import { DetailRow } from '@/components/ui/detail-row';
import { useLanguage } from '@/i18n/i18n';

/** Checked in at the desk (QR or by hand): the queue calls arrived patients first. */
export function ArrivedBadge({ arrivedAt }: { arrivedAt: string }) {
  const { t, formats } = useLanguage();
  const time = formats.dateTime(arrivedAt).split(', ').at(-1) ?? '';
  return (
    <span
      title={t('queue.arrivedAt', { time })}
      className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
    >
      {t('queue.arrived')}
      <span className="sr-only"> ({t('queue.arrivedAt', { time })})</span>
    </span>
  );
}

/** A booking a patient made for a family member: who booked it. */
export function BookedByRow({ name }: { name: string }) {
  const { t } = useLanguage();
  return (
    <DetailRow plain label={t('queue.bookedBy')}>
      {name}
    </DetailRow>
  );
}
