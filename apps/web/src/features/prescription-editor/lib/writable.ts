import type { Appointment } from '@hospital/contract/appointments';
import { isRemoteMethod } from '@hospital/contract/consultations';
import { dhakaDateString } from '@hospital/contract/format';

type Visit = Pick<Appointment, 'status' | 'selectedDate' | 'consultationMethod' | 'calledAt' | 'consultation'>;

/**
 * A visit its doctor may write the prescription for (the API's rule): a done one; a video, voice or chat one whose
 * call has started or ended; a hospital visit today whose serial has been called in (the doctor writes while seeing
 * the patient).
 */
export function canWritePrescription(visit: Visit, now: Date = new Date()): boolean {
  if (visit.status === 'done') return true;
  if (visit.status !== 'pending') return false;
  if (isRemoteMethod(visit.consultationMethod)) {
    return visit.consultation?.state === 'live' || visit.consultation?.state === 'ended';
  }
  return visit.selectedDate === dhakaDateString(now) && visit.calledAt !== null;
}
