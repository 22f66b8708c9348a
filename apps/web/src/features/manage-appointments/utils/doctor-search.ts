import type { DoctorListItem } from '@hospital/contract/doctors';

/** How many doctors the new appointment dialog lists; 0 is all (the API's own meaning of limit 0). */
export const DOCTOR_LIMITS = [10, 20, 0] as const;
export type DoctorLimit = (typeof DOCTOR_LIMITS)[number];

/**
 * The dialog's search and limit filters, over the directory the screen already holds. The fields matched are the
 * ones the API's searchTerm matches (name, speciality, tag names; docs/architecture.md §15), case-insensitively, so typing
 * 'medicine' or 'dengue' finds the same doctors as on the public site.
 */
export function filterDoctors(
  doctors: readonly DoctorListItem[],
  searchTerm: string,
  limit: DoctorLimit,
): DoctorListItem[] {
  const term = searchTerm.trim().toLowerCase();
  const matching = term
    ? doctors.filter((doctor) =>
        [`${doctor.title} ${doctor.fullName}`, doctor.speciality, ...doctor.tags.map((tag) => tag.name)].some((text) =>
          text.toLowerCase().includes(term),
        ),
      )
    : [...doctors];
  return limit === 0 ? matching : matching.slice(0, limit);
}
