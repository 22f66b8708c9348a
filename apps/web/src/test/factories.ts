import type { AuditEntry, ManagedDoctor, StaffAccount } from '@hospital/contract/admin';
import type { Appointment, PatientAppointment } from '@hospital/contract/appointments';
import type { DoctorDetail, DoctorListItem } from '@hospital/contract/doctors';
import { WEEKDAYS, type Weekday } from '@hospital/contract/lists';
import type { Patient } from '@hospital/contract/patients';
import type { PharmacyOrder } from '@hospital/contract/pharmacy';
import { UNTOUCHED_APPOINTMENT } from '@hospital/contract/testing/appointment-fixtures';

// The web tests' one set of factories: API shapes from the contract, with overrides for what a test is about.

/** Numbers 1, 2, 3... and a 24-hex id made from each, one sequence per kind of record. */
function sequence(prefix: string) {
  let last = 0;
  return () => {
    last += 1;
    return { n: last, id: `${prefix}${last.toString(16).padStart(24 - prefix.length, '0')}` };
  };
}
const nextDoctor = sequence('');
const nextAppointment = sequence('a');
const nextDeskAppointment = sequence('b');

/** A week with hours (17:00-21:00) on the given days only. */
export function weekWith(...activeDays: readonly Weekday[]): DoctorListItem['schedule'] {
  return WEEKDAYS.map((day) =>
    activeDays.includes(day)
      ? { day, active: true, start: '17:00', end: '21:00' }
      : { day, active: false, start: '', end: '' },
  );
}

/** A doctor as GET /doctors/consultants lists it; each call gets a fresh id and name unless overridden. */
export function makeDoctor(overrides: Partial<DoctorListItem> = {}): DoctorListItem {
  const { n, id } = nextDoctor();
  return {
    _id: id,
    fullName: `Doctor ${n}`,
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

/** A doctor as GET /doctors/single-doctor/{id} answers: the list item plus dates and reviews. */
export function makeDoctorDetail(overrides: Partial<DoctorDetail> = {}): DoctorDetail {
  const { availableDates = [], reviews = [], ...rest } = overrides;
  return { ...makeDoctor(rest), availableDates, reviews };
}

/** A patient record (Holder ID P2600123), contact included as staff and its owner see it. */
export function makePatient(overrides: Partial<Patient> = {}): Patient {
  return {
    _id: 'abcabcabcabcabcabcabcabc',
    patientId: 'P2600123',
    name: 'Rahima Akter',
    age: 34,
    gender: 'female',
    weight: null,
    contact: '01711000123',
    ...overrides,
  };
}

/** An appointment as GET /appointment/current-user returns it; each call gets a fresh id and serial. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  const { n, id } = nextAppointment();
  return {
    _id: id,
    serialNo: n,
    selectedDate: '2026-01-01',
    status: 'pending',
    paymentStatus: 'unpaid',
    consultationFee: 1500,
    consultationMethod: 'video',
    consultationFor: 'For Me',
    shortBrief: '',
    isFollowup: false,
    cancellationReason: null,
    source: 'online',
    createdAt: '2025-12-30T10:00:00.000Z',
    ...UNTOUCHED_APPOINTMENT,
    doctor: {
      _id: 'd00000000000000000000001',
      title: 'Prof. Dr.',
      fullName: 'Kamrul Hasan',
      speciality: 'Diabetes',
      photo: '/media/doctors/doctor-01.svg',
    },
    patient: makePatient(),
    feeReceivedBy: null,
    attendant: null,
    lastCallLog: null,
    refundStatus: 'none',
    ...overrides,
  };
}

/** An appointment as its own patient reads it: chamber hours 17:00-21:00 that day, not reviewed. */
export function makePatientAppointment(overrides: Partial<PatientAppointment> = {}): PatientAppointment {
  const { chamberHours = { start: '17:00', end: '21:00' }, review = null, ...rest } = overrides;
  return { ...makeAppointment(rest), chamberHours, review };
}

/** A walk-in on the desk's day list (2026-11-22, Dr. Tanvir Ahmed, Sadia Islam); fresh id and serial per call. */
export function makeDeskAppointment(overrides: Partial<Appointment> = {}): Appointment {
  const { n, id } = nextDeskAppointment();
  return makeAppointment({
    _id: id,
    serialNo: n,
    selectedDate: '2026-11-22',
    consultationFee: 700,
    consultationMethod: 'hospital visit',
    shortBrief: 'Fever for three days.',
    source: 'walk-in',
    createdAt: '2026-11-22T03:00:00.000Z',
    doctor: {
      _id: 'd00000000000000000000001',
      title: 'Dr.',
      fullName: 'Tanvir Ahmed',
      speciality: 'Medicine',
      photo: '/d.svg',
    },
    patient: makePatient({
      _id: 'e00000000000000000000001',
      patientId: 'P2600004',
      name: 'Sadia Islam',
      age: 27,
      contact: '01711000004',
    }),
    ...overrides,
  });
}

/** A doctor as GET /doctors/manage lists it: the public list item plus `active` (true unless overridden). */
export function makeManagedDoctor(overrides: Partial<ManagedDoctor> = {}): ManagedDoctor {
  const { active = true, registrationNo = 'A-31207', ...rest } = overrides;
  return { ...makeDoctor(rest), active, registrationNo };
}

const nextAccount = sequence('c');

/** A staff account as GET /users lists it: an attendant who has signed in, unless overridden. */
export function makeStaffAccount(overrides: Partial<StaffAccount> = {}): StaffAccount {
  const { n, id } = nextAccount();
  return {
    _id: id,
    name: `Staff ${n}`,
    email: `staff${n}@example.com`,
    role: 'attendant',
    contact: '01711000200',
    active: true,
    invited: false,
    doctor: null,
    lastLoginAt: '2026-01-10T04:30:00.000Z',
    createdAt: '2025-12-01T04:00:00.000Z',
    ...overrides,
  };
}

const nextAuditEntry = sequence('f');

/** An audit entry as GET /audit answers it: an admin changing a doctor's fee, unless overridden. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const { id } = nextAuditEntry();
  return {
    _id: id,
    at: '2026-01-10T12:03:00.000Z',
    actor: { name: 'Nasrin Sultana', role: 'admin' },
    action: 'doctor.update',
    target: { type: 'doctor', _id: 'd00000000000000000000001', label: 'Dr. Tanvir Ahmed' },
    changes: { consultationFee: { before: 800, after: 1000 } },
    ...overrides,
  };
}

/** What a pharmacy order carries before anyone has billed, refused, failed or timed any step of it. */
export const UNHANDLED_ORDER: Pick<
  PharmacyOrder,
  'bill' | 'refusalReason' | 'failureReason' | 'failureNote' | 'rider' | 'handoverCode' | 'times'
> = {
  bill: null,
  refusalReason: null,
  failureReason: null,
  failureNote: null,
  rider: null,
  handoverCode: null,
  times: { filledAt: null, readyAt: null, pickedUpAt: null, deliveredAt: null, closedAt: null, cancelledAt: null },
};
