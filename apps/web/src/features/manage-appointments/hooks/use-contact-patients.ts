import { normaliseContact } from '@hospital/contract/local-input';
import { useGetPatientsByContactQuery } from '../api/get-patients-by-contact';
import { isCompleteContact, type WalkInDraft } from '../utils/walk-in-draft';

/**
 * The patients already using the draft's contact (looked up only at 11 digits, docs/product-spec.md §4), and the patient the
 * booking is really for. The choice is derived rather than stored: a choice made for an earlier number does not
 * carry over, and with nobody on the number the booking is for a new patient without a click.
 */
export function useContactPatients(draft: WalkInDraft) {
  const contact = normaliseContact(draft.contact);
  const complete = isCompleteContact(contact);
  const { currentData: patients, isFetching } = useGetPatientsByContactQuery(contact, { skip: !complete });
  const found = complete ? patients : undefined;

  let choice = '';
  if (found?.length === 0) choice = 'new';
  else if (draft.patientChoice === 'new' || found?.some((patient) => patient._id === draft.patientChoice)) {
    choice = draft.patientChoice;
  }
  return { complete, patients: found, isChecking: complete && isFetching && !found, choice };
}
