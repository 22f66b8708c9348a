import type { DoctorInput } from '../admin.js';

// Test support only: tsconfig keeps it out of the build.

/**
 * A doctor as the admin's form sends one, all but the weekly schedule (each test sets the days it needs). The API's
 * tests add it and the web app's form test types it in, so both sides check the same valid doctor.
 */
export const SAMPLE_DOCTOR_INPUT = {
  title: 'Prof. Dr.',
  fullName: 'Nasrin Sultana',
  speciality: 'Medicine',
  about: 'Interventional cardiologist with twenty years at the chamber.',
  consultationFee: 1500,
  availableFor: ['hospital visit', 'video'],
  currentWorkDesignation: 'Professor',
  currentWorkDepartment: 'Cardiology',
  currentWorkStation: 'Nirmoy Specialized Hospital',
  registrationNo: 'A-12345',
  degrees: ['MBBS', 'FCPS (Medicine)'],
  tags: [{ name: 'Heart failure' }, { name: 'Chest pain' }],
} satisfies Omit<DoctorInput, 'schedule'>;
