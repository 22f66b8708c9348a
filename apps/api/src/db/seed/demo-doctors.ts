import type { ConsultationMethod, Designation, Speciality } from '@hospital/contract/lists';

export type DemoDoctor = {
  fullName: string;
  title: string;
  gender: 'male' | 'female';
  speciality: Speciality;
  designation: Designation;
  department: string;
  workstation: string;
  fee: number;
  availableFor: ConsultationMethod[];
  degrees: string[];
  tags: string[];
  /** Weekday index (0 = Sunday) -> [start, end]. */
  hours: Record<number, [string, string]>;
};

const ALL: ConsultationMethod[] = ['hospital visit', 'video', 'audio', 'chat'];
const VISIT_VIDEO: ConsultationMethod[] = ['hospital visit', 'video'];
const VISIT_ONLY: ConsultationMethod[] = ['hospital visit'];
const VISIT_AUDIO_CHAT: ConsultationMethod[] = ['hospital visit', 'audio', 'chat'];

const EVENING: [string, string] = ['17:00', '21:00'];
const MORNING: [string, string] = ['09:00', '13:00'];
const AFTERNOON: [string, string] = ['14:00', '18:00'];

/** 26 consultants covering all 16 specialities (docs/product-spec.md §9), with plausible Bangladeshi names and posts. */
export const DEMO_DOCTORS: DemoDoctor[] = [
  { fullName: 'Farhana Rahman', title: 'Prof. Dr.', gender: 'female', speciality: 'Gynae', designation: 'Professor', department: 'Obstetrics & Gynaecology', workstation: 'Dhaka Medical College Hospital', fee: 1200, availableFor: ALL, degrees: ['MBBS', 'FCPS (Obs & Gynae)', 'MS (Obs & Gynae)'], tags: ['Pregnancy care', 'Infertility', 'PCOS'], hours: { 0: EVENING, 2: EVENING, 4: EVENING, 6: MORNING } },
  { fullName: 'Nasrin Akter', title: 'Dr.', gender: 'female', speciality: 'Gynae', designation: 'Consultant', department: 'Obstetrics & Gynaecology', workstation: 'Nirmoy Specialized Hospital', fee: 800, availableFor: VISIT_VIDEO, degrees: ['MBBS', 'FCPS (Obs & Gynae)'], tags: ['Normal delivery', 'Menstrual disorders'], hours: { 1: AFTERNOON, 3: AFTERNOON, 5: MORNING } },
  { fullName: 'Mohammad Abdul Karim', title: 'Prof. Dr.', gender: 'male', speciality: 'Medicine', designation: 'Professor', department: 'Internal Medicine', workstation: 'Bangabandhu Sheikh Mujib Medical University', fee: 1500, availableFor: ALL, degrees: ['MBBS', 'FCPS (Medicine)', 'MD (Internal Medicine)', 'FRCP (Edin)'], tags: ['Fever', 'Hypertension', 'Thyroid'], hours: { 0: EVENING, 1: EVENING, 2: EVENING, 3: EVENING, 4: EVENING } },
  { fullName: 'Tanvir Ahmed Chowdhury', title: 'Dr.', gender: 'male', speciality: 'Medicine', designation: 'Assistant Professor', department: 'Internal Medicine', workstation: 'Sir Salimullah Medical College', fee: 700, availableFor: VISIT_AUDIO_CHAT, degrees: ['MBBS', 'MD (Medicine)'], tags: ['Dengue', 'Typhoid', 'General health check'], hours: { 0: AFTERNOON, 1: AFTERNOON, 2: AFTERNOON, 3: AFTERNOON, 4: AFTERNOON, 5: AFTERNOON, 6: AFTERNOON } },
  { fullName: 'Shirin Sultana', title: 'Dr.', gender: 'female', speciality: 'Child', designation: 'Associate Professor', department: 'Paediatrics', workstation: 'Dhaka Shishu Hospital', fee: 1000, availableFor: ALL, degrees: ['MBBS', 'DCH', 'FCPS (Paediatrics)'], tags: ['Newborn care', 'Vaccination', 'Child nutrition'], hours: { 0: MORNING, 2: MORNING, 4: MORNING, 6: EVENING } },
  { fullName: 'Rafiqul Islam', title: 'Dr.', gender: 'male', speciality: 'Child', designation: 'Consultant', department: 'Paediatrics', workstation: 'Nirmoy Specialized Hospital', fee: 600, availableFor: VISIT_ONLY, degrees: ['MBBS', 'MD (Paediatrics)'], tags: ['Childhood asthma', 'Growth problems'], hours: { 1: EVENING, 3: EVENING, 5: EVENING } },
  { fullName: 'Kamrul Hasan', title: 'Prof. Dr.', gender: 'male', speciality: 'Diabetes', designation: 'Professor', department: 'Endocrinology', workstation: 'BIRDEM General Hospital', fee: 1500, availableFor: VISIT_VIDEO, degrees: ['MBBS', 'FCPS (Medicine)', 'MD (Endocrinology)'], tags: ['Diabetes', 'Thyroid', 'Hormone disorders'], hours: { 0: EVENING, 2: EVENING, 3: EVENING, 6: EVENING } },
  { fullName: 'Sabina Yasmin', title: 'Dr.', gender: 'female', speciality: 'Diabetes', designation: 'Senior Consultant', department: 'Endocrinology', workstation: 'BIRDEM General Hospital', fee: 900, availableFor: ALL, degrees: ['MBBS', 'MD (Endocrinology)'], tags: ['Gestational diabetes', 'Insulin therapy'], hours: { 1: MORNING, 4: MORNING, 5: AFTERNOON } },
  { fullName: 'Anisur Rahman Bhuiyan', title: 'Prof. Dr.', gender: 'male', speciality: 'Kidney', designation: 'Professor', department: 'Nephrology', workstation: 'National Institute of Kidney Diseases & Urology', fee: 1500, availableFor: VISIT_VIDEO, degrees: ['MBBS', 'FCPS (Medicine)', 'MD (Nephrology)'], tags: ['Kidney failure', 'Dialysis', 'Kidney stones'], hours: { 0: EVENING, 2: EVENING, 4: EVENING } },
  { fullName: 'Mahmuda Khatun', title: 'Dr.', gender: 'female', speciality: 'Skin', designation: 'Associate Professor', department: 'Dermatology & Venereology', workstation: 'Shaheed Suhrawardy Medical College', fee: 1000, availableFor: ALL, degrees: ['MBBS', 'DDV', 'FCPS (Dermatology)'], tags: ['Acne', 'Eczema', 'Hair loss', 'Psoriasis'], hours: { 0: AFTERNOON, 1: AFTERNOON, 3: AFTERNOON, 5: MORNING } },
  { fullName: 'Imran Hossain', title: 'Dr.', gender: 'male', speciality: 'ENT', designation: 'Assistant Professor', department: 'Otolaryngology (ENT)', workstation: 'Mugda Medical College Hospital', fee: 800, availableFor: VISIT_AUDIO_CHAT, degrees: ['MBBS', 'DLO', 'MS (ENT)'], tags: ['Sinusitis', 'Hearing loss', 'Tonsils'], hours: { 0: EVENING, 1: EVENING, 2: EVENING, 3: EVENING, 6: EVENING } },
  { fullName: 'Zakir Hossain Sarkar', title: 'Prof. Dr.', gender: 'male', speciality: 'Cancer', designation: 'Professor', department: 'Clinical Oncology', workstation: 'National Institute of Cancer Research & Hospital', fee: 2000, availableFor: VISIT_VIDEO, degrees: ['MBBS', 'FCPS (Radiotherapy)', 'MD (Oncology)'], tags: ['Breast cancer', 'Chemotherapy', 'Lung cancer'], hours: { 1: EVENING, 3: EVENING, 5: AFTERNOON } },
  { fullName: 'Rokeya Begum', title: 'Dr.', gender: 'female', speciality: 'Cancer', designation: 'Consultant', department: 'Medical Oncology', workstation: 'Nirmoy Specialized Hospital', fee: 1200, availableFor: ALL, degrees: ['MBBS', 'MD (Medical Oncology)'], tags: ['Cervical cancer screening', 'Palliative care'], hours: { 0: MORNING, 2: MORNING, 4: MORNING } },
  { fullName: 'Golam Mostafa', title: 'Dr.', gender: 'male', speciality: 'Respiratory', designation: 'Associate Professor', department: 'Respiratory Medicine', workstation: 'National Institute of Diseases of the Chest & Hospital', fee: 1000, availableFor: ALL, degrees: ['MBBS', 'FCPS (Medicine)', 'MD (Chest Diseases)'], tags: ['Asthma', 'COPD', 'Sleep apnoea'], hours: { 0: EVENING, 1: EVENING, 2: EVENING, 4: EVENING, 6: AFTERNOON } },
  { fullName: 'Sharmin Jahan', title: 'Dr.', gender: 'female', speciality: 'Orthopedic', designation: 'Assistant Professor', department: 'Orthopaedic Surgery', workstation: 'National Institute of Traumatology & Orthopaedic Rehabilitation', fee: 900, availableFor: VISIT_VIDEO, degrees: ['MBBS', 'D-Ortho', 'MS (Orthopaedics)'], tags: ['Back pain', 'Arthritis', 'Sports injury'], hours: { 1: AFTERNOON, 2: AFTERNOON, 4: AFTERNOON } },
  { fullName: 'Abul Kalam Azad', title: 'Prof. Dr.', gender: 'male', speciality: 'Orthopedic', designation: 'Professor', department: 'Orthopaedic Surgery', workstation: 'Bangabandhu Sheikh Mujib Medical University', fee: 1500, availableFor: VISIT_ONLY, degrees: ['MBBS', 'MS (Orthopaedics)', 'FRCS (Glasgow)'], tags: ['Joint replacement', 'Fracture', 'Spine surgery'], hours: { 0: EVENING, 3: EVENING, 6: EVENING } },
  { fullName: 'Habibur Rahman', title: 'Dr.', gender: 'male', speciality: 'Chest', designation: 'Senior Consultant', department: 'Chest Medicine', workstation: 'Nirmoy Specialized Hospital', fee: 800, availableFor: VISIT_AUDIO_CHAT, degrees: ['MBBS', 'DTCD', 'MD (Chest)'], tags: ['Tuberculosis', 'Pneumonia', 'Chronic cough'], hours: { 0: MORNING, 1: MORNING, 2: MORNING, 3: MORNING, 4: MORNING } },
  { fullName: 'Syed Moinul Haque', title: 'Prof. Dr.', gender: 'male', speciality: 'Surgeon', designation: 'Professor', department: 'General Surgery', workstation: 'Dhaka Medical College Hospital', fee: 1500, availableFor: VISIT_VIDEO, degrees: ['MBBS', 'FCPS (Surgery)', 'MS (Surgery)'], tags: ['Laparoscopic surgery', 'Hernia', 'Gallbladder'], hours: { 1: EVENING, 2: EVENING, 5: MORNING } },
  { fullName: 'Tahmina Parvin', title: 'Dr.', gender: 'female', speciality: 'Surgeon', designation: 'Consultant', department: 'Breast & Endocrine Surgery', workstation: 'Nirmoy Specialized Hospital', fee: 1000, availableFor: VISIT_VIDEO, degrees: ['MBBS', 'FCPS (Surgery)'], tags: ['Breast lump', 'Thyroid surgery'], hours: { 0: AFTERNOON, 3: AFTERNOON, 6: AFTERNOON } },
  { fullName: 'Nazmul Huda', title: 'Dr.', gender: 'male', speciality: 'Hepatobiliary', designation: 'Associate Professor', department: 'Hepatobiliary & Pancreatic Surgery', workstation: 'Bangabandhu Sheikh Mujib Medical University', fee: 1200, availableFor: ALL, degrees: ['MBBS', 'FCPS (Surgery)', 'MS (HPB Surgery)'], tags: ['Liver cirrhosis', 'Fatty liver', 'Pancreatitis'], hours: { 0: EVENING, 2: EVENING, 4: EVENING } },
  { fullName: 'Mizanur Rahman Khan', title: 'Prof. Dr.', gender: 'male', speciality: 'Cardiologist', designation: 'Professor', department: 'Cardiology', workstation: 'National Institute of Cardiovascular Diseases', fee: 2000, availableFor: ALL, degrees: ['MBBS', 'FCPS (Medicine)', 'MD (Cardiology)', 'FACC'], tags: ['Heart attack', 'Chest pain', 'Angiogram'], hours: { 0: EVENING, 1: EVENING, 2: EVENING, 3: EVENING, 4: EVENING, 6: EVENING } },
  { fullName: 'Dilruba Ferdous', title: 'Dr.', gender: 'female', speciality: 'Cardiologist', designation: 'Assistant Professor', department: 'Cardiology', workstation: 'Ibrahim Cardiac Hospital', fee: 1000, availableFor: VISIT_VIDEO, degrees: ['MBBS', 'MD (Cardiology)'], tags: ['High blood pressure', 'Palpitation', 'Echocardiography'], hours: { 1: AFTERNOON, 3: AFTERNOON, 5: AFTERNOON } },
  { fullName: 'Shafiqul Alam', title: 'Dr.', gender: 'male', speciality: 'Gastroenterologist', designation: 'Associate Professor', department: 'Gastroenterology', workstation: 'Sir Salimullah Medical College', fee: 1000, availableFor: ALL, degrees: ['MBBS', 'FCPS (Medicine)', 'MD (Gastroenterology)'], tags: ['Gastric ulcer', 'IBS', 'Endoscopy'], hours: { 0: AFTERNOON, 1: AFTERNOON, 2: AFTERNOON, 4: AFTERNOON } },
  { fullName: 'Ayesha Siddiqua', title: 'Dr.', gender: 'female', speciality: 'Psychiatrist', designation: 'Assistant Professor', department: 'Psychiatry', workstation: 'National Institute of Mental Health', fee: 1200, availableFor: ALL, degrees: ['MBBS', 'FCPS (Psychiatry)'], tags: ['Depression', 'Anxiety', 'Sleep problems'], hours: { 0: EVENING, 2: EVENING, 3: EVENING, 5: EVENING } },
  { fullName: 'Mahbubur Rahman', title: 'Dr.', gender: 'male', speciality: 'Psychiatrist', designation: 'Consultant', department: 'Psychiatry', workstation: 'Nirmoy Specialized Hospital', fee: 900, availableFor: ['video', 'audio', 'chat'], degrees: ['MBBS', 'MD (Psychiatry)'], tags: ['Addiction', 'Stress', 'Child psychiatry'], hours: { 1: EVENING, 4: EVENING, 6: EVENING } },
  { fullName: 'Kazi Nurul Amin', title: 'Dr.', gender: 'male', speciality: 'Kidney', designation: 'Junior Consultant', department: 'Urology', workstation: 'Nirmoy Specialized Hospital', fee: 500, availableFor: VISIT_ONLY, degrees: ['MBBS', 'MS (Urology)'], tags: ['Urinary infection', 'Prostate'], hours: { 0: MORNING, 1: MORNING, 3: MORNING, 5: MORNING } },
];

export function aboutText(d: DemoDoctor): string {
  const pronoun = d.gender === 'female' ? 'She' : 'He';
  return `${d.title} ${d.fullName} is a ${d.designation.toLowerCase()} of ${d.department} at ${d.workstation}. ${pronoun} sees patients for ${d.tags.slice(0, 3).join(', ').toLowerCase()} and believes in explaining every step of care in plain words, in Bangla or English.`;
}
