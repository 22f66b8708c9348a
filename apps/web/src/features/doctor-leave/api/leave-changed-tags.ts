import type { TagDescription } from '@reduxjs/toolkit/query';
import type { TagName } from '@/lib/api-client';

/**
 * What a change to a doctor's leave refetches: leave days leave (or rejoin) the available dates and mark the day lists'
 * cards 'Doctor on leave'.
 */
export function leaveChangedTags(doctorId: string): TagDescription<TagName>[] {
  return [
    { type: 'doctorLeave', id: doctorId },
    { type: 'singleDoctorData', id: doctorId },
    'appointments',
    'currentDoctorAppointments',
  ];
}
