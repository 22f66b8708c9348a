import { relativeDayBadge, type ScheduleDay } from '@hospital/contract/format';
import { useLanguage } from '@/i18n/i18n';

const badgeClass = {
  // -700 shades: white text on the -600 shades falls below the 4.5:1 contrast small text needs.
  Today: 'bg-green-700',
  Tomorrow: 'bg-purple-700',
} as const;

/** docs/product-spec.md §4: 'Today' (green) or 'Tomorrow' (purple) from the doctor's week, on the Dhaka clock. */
export function DayBadge({ schedule, className = '' }: { schedule: readonly ScheduleDay[]; className?: string }) {
  const badge = relativeDayBadge(schedule);
  const { t } = useLanguage();
  if (!badge) return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase shadow ${badgeClass[badge]} ${className}`}
    >
      {t(badge === 'Today' ? 'consultants.today' : 'consultants.tomorrow')}
    </span>
  );
}
