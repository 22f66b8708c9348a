import type { Appointment } from '@hospital/contract/appointments';

let sequence = 0;

/** An appointment as GET /appointment/current-user returns it; each call gets a fresh id and serial. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  sequence += 1;
  return {
    _id: `a${sequence.toString(16).padStart(23, '0')}`,
    serialNo: sequence,
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
    doctor: {
      _id: 'd00000000000000000000001',
      title: 'Prof. Dr.',
      fullName: 'Kamrul Hasan',
      speciality: 'Diabetes',
      photo: '/media/doctors/doctor-01.svg',
    },
    patient: {
      _id: 'abcabcabcabcabcabcabcabc',
      patientId: 'P2600123',
      name: 'Rahima Akter',
      age: 34,
      gender: 'female',
      weight: null,
      contact: '01711000123',
    },
    feeReceivedBy: null,
    attendant: null,
    lastCallLog: null,
    refundStatus: 'none',
    ...overrides,
  };
}
