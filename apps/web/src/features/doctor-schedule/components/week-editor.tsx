import { scheduleEntrySchema, type WeeklySchedule } from '@hospital/contract/doctors';
import { useState } from 'react';
import { useScheduleSaver, type SaveState } from '../hooks/use-schedule-saver';
import { setDayTime, toggleDay } from '../utils/week-edits';
import { DayRow } from './day-row';

type WeekEditorProps = { doctorId: string; initialSchedule: WeeklySchedule };

const SAVE_MESSAGES: Record<SaveState, string> = {
  idle: 'Every change is saved at once.',
  saving: 'Saving…',
  saved: 'All changes saved.',
  failed: 'The last change was not saved.',
};

/** Why a day cannot be saved as it stands, or undefined. The contract's own rule, so it matches the server's 400. */
const dayError = (entry: WeeklySchedule[number]) => scheduleEntrySchema.safeParse(entry).error?.issues[0]?.message;

/**
 * docs/product-spec.md §4 'Doctor schedule editor': seven days, Sunday first. The week is edited here and each change is sent at
 * once, except while a day is invalid (say, start after end halfway through retyping): that day shows why, and the
 * week is sent as soon as it is valid again, so the server never sees a half-typed week.
 */
export function WeekEditor({ doctorId, initialSchedule }: WeekEditorProps) {
  // Seeded once per doctor (the dialog keys this by doctor): after a save the refetched list must not overwrite
  // what the admin is typing.
  const [schedule, setSchedule] = useState(initialSchedule);
  const { save, state } = useScheduleSaver(doctorId);

  const apply = (next: WeeklySchedule) => {
    setSchedule(next);
    if (next.every((entry) => dayError(entry) === undefined)) save(next);
  };

  return (
    <div>
      <ul aria-label="Weekly schedule" className="divide-y divide-slate-100">
        {schedule.map((entry) => (
          <DayRow
            key={entry.day}
            entry={entry}
            error={dayError(entry)}
            onToggle={(active) => apply(toggleDay(schedule, entry.day, active))}
            onTimeChange={(field, time) => apply(setDayTime(schedule, entry.day, field, time))}
          />
        ))}
      </ul>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {SAVE_MESSAGES[state]}
      </p>
    </div>
  );
}
