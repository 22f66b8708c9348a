import type { DoctorDetail } from '@hospital/contract/doctors';
import type { DocumentHead } from '@/lib/head';

type HeadDoctor = Pick<
  DoctorDetail,
  'title' | 'fullName' | 'speciality' | 'currentWorkDesignation' | 'currentWorkDepartment' | 'currentWorkStation' | 'degrees' | 'tags'
>;

/** docs/product-spec.md §2: the profile's title is the doctor's name with the hospital's; description and keywords come from the record. */
export function doctorProfileHead(doctor: HeadDoctor, hospitalName: string): DocumentHead {
  const name = `${doctor.title} ${doctor.fullName}`;
  const degrees = doctor.degrees.length > 0 ? ` (${doctor.degrees.join(', ')})` : '';
  const keywords = [doctor.fullName, doctor.speciality, doctor.currentWorkDepartment, ...doctor.tags.map((tag) => tag.name)];
  return {
    title: `${name} | ${hospitalName}`,
    description:
      `${name}${degrees}, ${doctor.speciality} specialist: ${doctor.currentWorkDesignation}, ` +
      `${doctor.currentWorkDepartment}, ${doctor.currentWorkStation}. Book an appointment at ${hospitalName}.`,
    // De-duplicated: a tag often repeats the speciality ('Diabetes').
    keywords: [...new Set(keywords.map((keyword) => keyword.trim()).filter(Boolean))].join(', '),
  };
}
