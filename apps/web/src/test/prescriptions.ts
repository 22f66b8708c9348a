import { prescriptionBodySchema, type Prescription } from '@hospital/contract/prescriptions';

// One visit's prescription for the web tests: the draft the editor opens, which other tests sign or fill in.

export const APPOINTMENT_ID = 'a00000000000000000000042';
export const PRESCRIPTION_ID = 'b00000000000000000000042';

/** What a new draft holds: the body the contract makes of nothing sent yet, so no medicine lines. */
const EMPTY_BODY = { ...prescriptionBodySchema.parse({}), medicines: [] };

/** A visit's draft as the server answers it. */
export function makePrescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    _id: PRESCRIPTION_ID,
    appointmentId: APPOINTMENT_ID,
    version: 1,
    status: 'draft',
    replaces: null,
    correction: null,
    replacedBy: null,
    replacedByVersion: null,
    revision: 3,
    ...EMPTY_BODY,
    patient: { _id: 'e00000000000000000000001', name: 'Sadia Islam', age: 27, gender: 'female', patientId: 'P2600123' },
    doctor: {
      _id: 'd00000000000000000000001',
      fullName: 'Tanvir Ahmed',
      title: 'Dr.',
      speciality: 'Medicine',
      degrees: ['MBBS', 'FCPS (Medicine)'],
      registrationNo: 'A-12345',
      photo: '',
    },
    appointment: {
      _id: APPOINTMENT_ID,
      selectedDate: '2026-11-22',
      serialNo: 4,
      consultationMethod: 'hospital visit',
      doctorId: 'd00000000000000000000001',
    },
    signedAt: null,
    createdAt: '2026-11-22T04:00:00.000Z',
    updatedAt: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}
