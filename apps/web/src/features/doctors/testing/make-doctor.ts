import type { DoctorDetail, DoctorListItem } from '@hospital/contract/doctors';
import { WEEKDAYS, type Weekday } from '@hospital/contract/lists';

let sequence = 0;

/** A week with hours on the given days only. */
export function weekWith(...activeDays: Weekday[]): DoctorListItem['schedule'] {
  return WEEKDAYS.map((day) =>
    activeDays.includes(day) ? { day, active: true, start: '17:00', end: '21:00' } : { day, active: false, start: '', end: '' },
  );
}

/** A doctor as GET /doctors/consultants lists it; each call gets a fresh id and name unless overridden. */
export function makeDoctor(overrides: Partial<DoctorListItem> = {}): DoctorListItem {
  sequence += 1;
  return {
    _id: sequence.toString(16).padStart(24, '0'),
    fullName: `Doctor ${sequence}`,
    title: 'Dr.',
    photo: '/media/doctors/doctor-01.svg',
    speciality: 'Medicine',
    about: 'Sees patients for fever and blood pressure.',
    consultationFee: 1000,
    availableFor: ['hospital visit'],
    isOnline: false,
    schedule: weekWith(),
    currentWorkDesignation: 'Consultant',
    currentWorkDepartment: 'Internal Medicine',
    currentWorkStation: 'Nirmoy Specialized Hospital',
    degrees: ['MBBS'],
    tags: [],
    averageRating: 0,
    reviewCount: 0,
    ...overrides,
  };
}

export function makeDoctorDetail(overrides: Partial<DoctorDetail> = {}): DoctorDetail {
  const { availableDates = [], reviews = [], ...rest } = overrides;
  return { ...makeDoctor(rest), availableDates, reviews };
}
