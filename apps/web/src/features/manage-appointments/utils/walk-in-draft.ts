import type { Gender, Language } from '@hospital/contract/lists';
import { normaliseContact } from '@hospital/contract/local-input';

/** What the new appointment dialog holds while it is filled in: text as typed, turned into the payload on save. */
export type WalkInDraft = {
  doctorId: string;
  selectedDate: string;
  contact: string;
  /** An existing patient's _id, 'new' for someone not yet registered, or '' while nothing is chosen. */
  patientChoice: string;
  name: string;
  age: string;
  weight: string;
  gender: Gender | '';
  /** The patient's SMS language, as the desk asked them: Bangla unless they say otherwise. */
  smsLanguage: Language;
};

/** How a part of the dialog hands back what was typed or chosen: only the fields it changed. */
export type ChangeDraft = (changes: Partial<WalkInDraft>) => void;

export const emptyWalkIn = (today: string): WalkInDraft => ({
  doctorId: '',
  selectedDate: today,
  contact: '',
  patientChoice: '',
  name: '',
  age: '',
  weight: '',
  gender: '',
  smsLanguage: 'bn',
});

/**
 * docs/product-spec.md §4: only an 11-digit contact counts as entered; anything shorter shows no patient section. Read
 * the way the contract reads it, so '০১৭১২-৩৪৫৬৭৮' and '+880 1712-345678' count.
 */
export const isCompleteContact = (contact: string) => /^\d{11}$/.test(normaliseContact(contact));

// Text as typed ('৩৫' included): the schema turns it into a number, or says why it cannot.
const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * The body of POST /appointment in the staff form (docs/product-spec.md §3), before validation. An existing patient is sent by id
 * and is exempt from the new-patient checks (docs/product-spec.md §5), so newPatientInfo is left out; otherwise the typed details
 * go in newPatientInfo and the schema judges them. Method, reason, fee and brief are the spec's fixed values.
 */
export function walkInPayload(draft: WalkInDraft): Record<string, unknown> {
  const existing = draft.patientChoice !== '' && draft.patientChoice !== 'new';
  const base = {
    doctor: draft.doctorId,
    patient: existing ? draft.patientChoice : '',
    contact: normaliseContact(draft.contact),
    consultationMethod: 'hospital visit',
    consultationFor: 'For Me',
    consultationFee: 0,
    selectedDate: draft.selectedDate,
    shortBrief: '',
    smsLanguage: draft.smsLanguage,
  };
  if (existing || draft.patientChoice === '') return base;
  return {
    ...base,
    newPatientInfo: {
      name: draft.name,
      age: numberOrUndefined(draft.age),
      gender: draft.gender || undefined,
      weight: numberOrUndefined(draft.weight),
    },
  };
}
