import type { DoctorListItem } from '@hospital/contract/doctors';
import { WEEKDAYS, type Weekday } from '@hospital/contract/lists';
import type { DoctorDirectory } from '../types';

/** A doctor as GET /doctors/consultants lists it, working 17:00-21:00 on the given days (every day by default). */
export function makeDirectoryDoctor(overrides: Partial<DoctorListItem> = {}, days: readonly Weekday[] = WEEKDAYS): DoctorListItem {
  return {
    _id: 'd00000000000000000000001',
    fullName: 'Tanvir Ahmed',
    title: 'Dr.',
    photo: '/d.svg',
    speciality: 'Medicine',
    about: '',
    consultationFee: 700,
    availableFor: ['hospital visit'],
    isOnline: false,
    schedule: WEEKDAYS.map((day) =>
      days.includes(day) ? { day, active: true, start: '17:00', end: '21:00' } : { day, active: false, start: '', end: '' },
    ),
    currentWorkDesignation: 'Assistant Professor',
    currentWorkDepartment: 'Internal Medicine',
    currentWorkStation: 'Sir Salimullah Medical College',
    degrees: ['MBBS', 'MD (Medicine)'],
    tags: [{ name: 'Dengue' }],
    averageRating: 0,
    reviewCount: 0,
    ...overrides,
  };
}

/** A directory over the given doctors whose dates are answered with `dates`. */
export function makeDirectory(doctors: DoctorListItem[], dates: string[] = []): DoctorDirectory {
  return { doctors, isLoading: false, datesFor: doctors[0]?._id ?? null, dates, showDatesFor: () => {} };
}
