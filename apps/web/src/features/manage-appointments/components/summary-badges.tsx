import type { AppointmentMeta } from '@hospital/contract/appointments';
import { useLanguage } from '@/i18n/i18n';

type SummaryBadgesProps = { summary: AppointmentMeta | undefined };

/** docs/product-spec.md §2: Entries, Ongoing (pending), Completed (done) and the paid amount in taka (docs/product-spec.md §9). */
export function SummaryBadges({ summary }: SummaryBadgesProps) {
  const { t, formats } = useLanguage();
  const items = [
    {
      key: 'entries',
      label: t('desk.entries'),
      value: summary && formats.number(summary.totalAppointments),
      tone: 'bg-slate-100 text-slate-900',
    },
    {
      key: 'ongoing',
      label: t('desk.ongoing'),
      value: summary && formats.number(summary.totalPendingSerial),
      tone: 'bg-amber-100 text-amber-900',
    },
    {
      key: 'completed',
      label: t('desk.completed'),
      value: summary && formats.number(summary.totalDoneSerial),
      tone: 'bg-green-100 text-green-900',
    },
    {
      key: 'paid',
      label: t('desk.paid'),
      value: summary === undefined ? undefined : formats.feeTaka(summary.totalPaidAmount),
      tone: 'bg-brand-100 text-brand-900',
      // A day's takings (৳১,২৫,০০০) do not fit a quarter of a phone: below 640 px they get a row of their own.
      span: 'col-span-3 sm:col-span-1',
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.key}
          className={`flex min-w-0 flex-col-reverse rounded-xl px-2 py-2 text-center sm:px-3 ${item.tone} ${item.span ?? ''}`}
        >
          <dt className="text-[11px] font-medium tracking-wide uppercase sm:text-xs">{item.label}</dt>
          <dd className="truncate text-base leading-tight font-bold tabular-nums sm:text-lg">{item.value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
