import type { Appointment } from '@hospital/contract/appointments';

let sequence = 0;

/** An appointment as the desk's day list returns it (contact included); fresh id and serial per call. */
export function makeDeskAppointment(overrides: Partial<Appointment> = {}): Appointment {
  sequence += 1;
  return {
    _id: `b${sequence.toString(16).padStart(23, '0')}`,
    serialNo: sequence,
    selectedDate: '2026-11-22',
    status: 'pending',
    paymentStatus: 'unpaid',
    consultationFee: 700,
    consultationMethod: 'hospital visit',
    consultationFor: 'For Me',
    shortBrief: 'Fever for three days.',
    isFollowup: false,
    cancellationReason: null,
    source: 'walk-in',
    createdAt: '2026-11-22T03:00:00.000Z',
    doctor: { _id: 'd00000000000000000000001', title: 'Dr.', fullName: 'Tanvir Ahmed', speciality: 'Medicine', photo: '/d.svg' },
    patient: {
      _id: 'e00000000000000000000001',
      patientId: 'P2600004',
      name: 'Sadia Islam',
      age: 27,
      gender: 'female',
      weight: null,
      contact: '01711000004',
    },
    feeReceivedBy: null,
    attendant: null,
    lastCallLog: null,
    refundStatus: 'none',
    ...overrides,
  };
}
