import type { DoctorDetail } from '@hospital/contract/doctors';
import type { Translate } from '@/i18n/i18n';
import { designationName, specialityName } from '@/i18n/listed-words';
import type { DocumentHead } from '@/lib/head';

type HeadDoctor = Pick<
  DoctorDetail,
  | 'title'
  | 'fullName'
  | 'speciality'
  | 'currentWorkDesignation'
  | 'currentWorkDepartment'
  | 'currentWorkStation'
  | 'degrees'
  | 'tags'
>;

/**
 * docs/product-spec.md §2: the profile's title is the doctor's name with the hospital's; description and keywords come from the
 * record. The description is a sentence in the language on screen; the keywords stay as stored, the words people search by.
 */
export function doctorProfileHead(doctor: HeadDoctor, hospitalName: string, t: Translate): DocumentHead {
  const name = `${doctor.title} ${doctor.fullName}`;
  const degrees = doctor.degrees.length > 0 ? ` (${doctor.degrees.join(', ')})` : '';
  const keywords = [
    doctor.fullName,
    doctor.speciality,
    doctor.currentWorkDepartment,
    ...doctor.tags.map((tag) => tag.name),
  ];
  return {
    title: `${name} | ${hospitalName}`,
    description: t('head.doctorProfileDescription', {
      doctor: name,
      degrees,
      speciality: specialityName(doctor.speciality, t),
      designation: designationName(doctor.currentWorkDesignation, t),
      department: doctor.currentWorkDepartment,
      station: doctor.currentWorkStation,
      name: hospitalName,
    }),
    // De-duplicated: a tag often repeats the speciality ('Diabetes').
    keywords: [...new Set(keywords.map((keyword) => keyword.trim()).filter(Boolean))].join(', '),
  };
}
