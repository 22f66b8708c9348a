import type { DoctorListItem } from '@hospital/contract/doctors';
import { WEEKDAYS, type Weekday } from '@hospital/contract/lists';
import { makeDoctor, weekWith } from '@/test/factories';
import type { DoctorDirectory } from '../types';

/** Dr. Tanvir Ahmed as GET /doctors/consultants lists him, working 17:00-21:00 on the given days (every day by default). */
export function makeDirectoryDoctor(
  overrides: Partial<DoctorListItem> = {},
  days: readonly Weekday[] = WEEKDAYS,
): DoctorListItem {
  return makeDoctor({
    _id: 'd00000000000000000000001',
    fullName: 'Tanvir Ahmed',
    photo: '/d.svg',
    about: '',
    consultationFee: 700,
    schedule: weekWith(...days),
    currentWorkDesignation: 'Assistant Professor',
    currentWorkStation: 'Sir Salimullah Medical College',
    degrees: ['MBBS', 'MD (Medicine)'],
    tags: [{ name: 'Dengue' }],
    ...overrides,
  });
}

/** Prof. Dr. Abdul Karim as an appointment names its doctor: the desk's second doctor of the day. */
export const KARIM = {
  _id: 'd00000000000000000000002',
  title: 'Prof. Dr.',
  fullName: 'Abdul Karim',
  speciality: 'Medicine',
  photo: '/k.svg',
};

/** A directory over the given doctors whose dates are answered with `dates`. */
export function makeDirectory(doctors: DoctorListItem[], dates: string[] = []): DoctorDirectory {
  return { doctors, isLoading: false, datesFor: doctors[0]?._id ?? null, dates, showDatesFor: () => {} };
}
