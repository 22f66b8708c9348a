import { useRef, useState } from 'react';
import {
  clearDraft,
  emptyDraft,
  loadDraft,
  saveDraft,
  type AppointmentDraft,
  type DraftChoices,
} from '../utils/appointment-draft';

/**
 * The booking draft (docs/product-spec.md §3 'appointmentData'): restored from local storage for the same doctor and written back
 * on every change, so a reload or a look at the terms page loses nothing. The fee is always the doctor's current
 * one, never a stale stored value.
 */
export function useAppointmentDraft(doctor: string, consultationFee: number, preferredDate = '') {
  // A booking opened for a follow-up starts on that date, whatever an older draft had chosen.
  const [draft, setDraft] = useState<AppointmentDraft>(() => {
    const stored = loadDraft(doctor) ?? emptyDraft(doctor, consultationFee);
    return { ...stored, consultationFee, ...(preferredDate ? { selectedDate: preferredDate } : {}) };
  });
  // The latest draft for handlers that finish after an await ('For Me' waits for the profile): merging into the
  // draft of the render that started them would undo a choice made meanwhile.
  const latest = useRef(draft);

  const update = (changes: Partial<DraftChoices>) => {
    const next = { ...latest.current, ...changes };
    latest.current = next;
    setDraft(next);
    saveDraft(next);
  };

  // docs/product-spec.md §4 step 6. Only storage is cleared: the page is left straight after, so its state goes with it.
  const discard = clearDraft;

  return { draft, update, discard };
}
