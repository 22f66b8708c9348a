import { CONSULTATION_FOR, CONSULTATION_METHODS } from '@hospital/contract/lists';
import { z } from 'zod';

/** docs/product-spec.md §3: the booking page keeps its unfinished choices in local storage under this key. */
export const DRAFT_STORAGE_KEY = 'appointmentData';

// '' stands for "not chosen yet": the spec's draft has the same seven fields whatever the user has done so far.
const draftSchema = z.object({
  doctor: z.string(),
  consultationFee: z.number(),
  consultationMethod: z.union([z.enum(CONSULTATION_METHODS), z.literal('')]),
  consultationFor: z.union([z.enum(CONSULTATION_FOR), z.literal('')]),
  patient: z.string(),
  shortBrief: z.string(),
  selectedDate: z.string(),
});

export type AppointmentDraft = z.infer<typeof draftSchema>;

/** The parts of the draft the user chooses; `doctor` and `consultationFee` come from the page's doctor. */
export type DraftChoices = Omit<AppointmentDraft, 'doctor' | 'consultationFee'>;

export function emptyDraft(doctor: string, consultationFee: number): AppointmentDraft {
  return {
    doctor,
    consultationFee,
    consultationMethod: '',
    consultationFor: '',
    patient: '',
    shortBrief: '',
    selectedDate: '',
  };
}

/**
 * The stored draft for this doctor, or null. A draft for another doctor is ignored rather than reused: its method
 * and date were chosen against that doctor's offer (docs/product-spec.md §4 restores only the same booking). Anything unreadable
 * (edited by hand, written by an older version) is treated as no draft.
 */
export function loadDraft(doctor: string): AppointmentDraft | null {
  try {
    const raw = localStorage.getItem(DRAFT_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.doctor === doctor ? parsed.data : null;
  } catch {
    return null;
  }
}

// Storage can be full or switched off (some private modes throw on write); the draft is a convenience, so the
// booking goes on without it.
export function saveDraft(draft: AppointmentDraft): void {
  try {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    /* see above */
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    /* see saveDraft */
  }
}
