import type { Role } from '@hospital/contract/lists';

/**
 * The demo's people: one account per role with the published password, the demo patients, and the words of their
 * reviews. Data only; seed.ts writes them.
 */
export const DEMO_PASSWORD = 'Demo@1234';

export type DemoAccount = {
  role: Role;
  email: string;
  name: string;
  contact: string;
  age: number;
  gender: 'male' | 'female';
};

/** One account per role, fixed so a newcomer can try every screen. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'admin', email: 'admin@demo.test', name: 'Shamim Ara', contact: '01711000001', age: 41, gender: 'female' },
  {
    role: 'attendant',
    email: 'attendant@demo.test',
    name: 'Rubel Mia',
    contact: '01711000002',
    age: 29,
    gender: 'male',
  },
  {
    role: 'doctor',
    email: 'doctor@demo.test',
    name: 'Tanvir Ahmed Chowdhury',
    contact: '01711000003',
    age: 38,
    gender: 'male',
  },
  {
    role: 'patient',
    email: 'patient@demo.test',
    name: 'Sadia Islam',
    contact: '01711000004',
    age: 27,
    gender: 'female',
  },
  {
    role: 'marketer',
    email: 'marketer@demo.test',
    name: 'Jahid Hasan',
    contact: '01711000005',
    age: 33,
    gender: 'male',
  },
  {
    role: 'pharmacist',
    email: 'pharmacist@demo.test',
    name: 'Moushumi Das',
    contact: '01711000006',
    age: 35,
    gender: 'female',
  },
  {
    role: 'deliveryboy',
    email: 'deliveryboy@demo.test',
    name: 'Sumon Sheikh',
    contact: '01711000007',
    age: 24,
    gender: 'male',
  },
];

export const DEMO_PATIENTS: Omit<DemoAccount, 'role'>[] = [
  { email: 'karim.uddin@demo.test', name: 'Karim Uddin', contact: '01812345670', age: 54, gender: 'male' },
  { email: 'nusrat.jahan@demo.test', name: 'Nusrat Jahan', contact: '01912345671', age: 31, gender: 'female' },
  { email: 'arif.hossain@demo.test', name: 'Arif Hossain', contact: '01612345672', age: 45, gender: 'male' },
  { email: 'fatema.begum@demo.test', name: 'Fatema Begum', contact: '01512345673', age: 62, gender: 'female' },
  { email: 'rakib.hasan@demo.test', name: 'Rakib Hasan', contact: '01312345674', age: 19, gender: 'male' },
  // Seven patients for today's seven bookings with the demo doctor: none holds two, which booking refuses (ALREADY_BOOKED).
  { email: 'rehana.parvin@demo.test', name: 'Rehana Parvin', contact: '01412345675', age: 38, gender: 'female' },
];

export const REVIEW_TEXTS = [
  'Very patient and explained everything clearly. The serial moved on time.',
  'The doctor listened carefully and the medicine worked within a week.',
  'Good experience overall; the video call was clear and the prescription came quickly.',
  'Friendly front desk and a thorough check-up. Highly recommended.',
  'Took time to answer all my questions about the reports.',
];
