import type { WeeklySchedule } from '@hospital/contract/doctors';
import { dayError, setDayTime, toggleDay } from '../utils/week-edits';
import { DayRow } from './day-row';
import { useLanguage } from '@/i18n/i18n';

type WeekDaysProps = { schedule: WeeklySchedule; onChange: (next: WeeklySchedule) => void };

/**
 * docs/product-spec.md §4 'Doctor schedule editor', the seven days alone, Sunday first: each day says why it cannot be
 * saved while it cannot. Whoever holds the week decides when to send it (at once for a doctor who exists, with the
 * rest of the form for a new one).
 */
export function WeekDays({ schedule, onChange }: WeekDaysProps) {
  const { t } = useLanguage();
  return (
    <ul aria-label={t('schedule.week')} className="divide-y divide-slate-100">
      {schedule.map((entry) => (
        <DayRow
          key={entry.day}
          entry={entry}
          error={dayError(entry)}
          onToggle={(active) => onChange(toggleDay(schedule, entry.day, active))}
          onTimeChange={(field, time) => onChange(setDayTime(schedule, entry.day, field, time))}
        />
      ))}
    </ul>
  );
}
