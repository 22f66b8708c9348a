import type { WeeklySchedule } from '@hospital/contract/doctors';
import { useState } from 'react';
import { useScheduleSaver } from '../hooks/use-schedule-saver';
import { dayError } from '../utils/week-edits';
import { WeekDays } from './week-days';
import { useLanguage } from '@/i18n/i18n';

type WeekEditorProps = { doctorId: string; initialSchedule: WeeklySchedule };

/**
 * docs/product-spec.md §4 'Doctor schedule editor' for a doctor who exists: each change is sent at once, except while a
 * day is invalid (say, start after end halfway through retyping): that day shows why, and the week is sent as soon
 * as it is valid again, so the server never sees a half-typed week.
 */
export function WeekEditor({ doctorId, initialSchedule }: WeekEditorProps) {
  // Seeded once per doctor (callers key this by doctor): after a save the refetched list must not overwrite
  // what the admin is typing.
  const [schedule, setSchedule] = useState(initialSchedule);
  const { t } = useLanguage();
  const { save, state } = useScheduleSaver(doctorId);

  const apply = (next: WeeklySchedule) => {
    setSchedule(next);
    if (next.every((entry) => dayError(entry) === undefined)) save(next);
  };

  return (
    <div>
      <WeekDays schedule={schedule} onChange={apply} />
      <p role="status" className="mt-3 text-sm text-slate-600">
        {t(`schedule.${state}`)}
      </p>
    </div>
  );
}
