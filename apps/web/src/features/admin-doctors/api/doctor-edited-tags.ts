import type { TagDescription } from '@reduxjs/toolkit/query';
import type { TagName } from '@/lib/api-client';

/** What an edit to a doctor refetches: the admin list, the public lists and that doctor's own page. */
export function doctorEditedTags(doctorId: string): TagDescription<TagName>[] {
  return ['managedDoctors', 'doctors', { type: 'singleDoctorData', id: doctorId }];
}
