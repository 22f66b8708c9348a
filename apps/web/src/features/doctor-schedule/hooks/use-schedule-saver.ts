import type { WeeklySchedule } from '@hospital/contract/doctors';
import { useRef, useState } from 'react';
import { toastApiError } from '@/lib/api-errors';
import { useUpdateDoctorScheduleMutation } from '../api/update-doctor-schedule';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * docs/product-spec.md §4/§7: every change is saved at once with the whole week; errors are ignored except that a 400 (hours the
 * server refuses) is toasted, since the admin can fix those. Saves run one after another, so a slower earlier request
 * can never land after a later one and put back an older week.
 */
export function useScheduleSaver(doctorId: string) {
  const [updateSchedule] = useUpdateDoctorScheduleMutation();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  const [state, setState] = useState<SaveState>('idle');

  const save = (schedule: WeeklySchedule) => {
    pending.current += 1;
    setState('saving');
    queue.current = queue.current.then(async () => {
      const result = await updateSchedule({ doctorId, schedule });
      pending.current -= 1;
      if ('error' in result && result.error) {
        if ('status' in result.error && result.error.status === 400) toastApiError(result.error);
        setState('failed');
      } else if (pending.current === 0) {
        setState('saved');
      }
    });
  };

  return { save, state };
}
