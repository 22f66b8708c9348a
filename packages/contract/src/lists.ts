// The fixed lists of docs/product-spec.md §9 and the state names of docs/product-spec.md §4. Each list is `as const` so its union type
// is derived from it: adding a value in one place updates every schema and screen that uses it.

export const SPECIALITIES = [
  'Gynae',
  'Medicine',
  'Child',
  'Diabetes',
  'Kidney',
  'Skin',
  'ENT',
  'Cancer',
  'Respiratory',
  'Orthopedic',
  'Chest',
  'Surgeon',
  'Hepatobiliary',
  'Cardiologist',
  'Gastroenterologist',
  'Psychiatrist',
] as const;
export type Speciality = (typeof SPECIALITIES)[number];

export const FACILITIES = [
  'Wi-fi',
  'Parking',
  'Prayer Space',
  'Water',
  'Recharging',
  'Wheel Chair',
  'Security',
  'Pharmacy',
  'Healthy environs',
  'Waiting Space',
] as const;
export type Facility = (typeof FACILITIES)[number];

export const STATIONS = ['Birdem', 'DMCH', 'BSMMU', 'Shishu Hospital'] as const;
export type Station = (typeof STATIONS)[number];

export const DEPARTMENTS = ['NICU', 'PICU', 'General', 'OPD'] as const;
export type Department = (typeof DEPARTMENTS)[number];

// 'hospital visit' comes first because it is the default method (docs/product-spec.md §9).
export const CONSULTATION_METHODS = ['hospital visit', 'video', 'audio', 'chat'] as const;
export type ConsultationMethod = (typeof CONSULTATION_METHODS)[number];

// The stored value 'audio' is shown as 'Voice Call' (docs/product-spec.md §4, booking flow step 1).
export const CONSULTATION_METHOD_LABELS: Readonly<Record<ConsultationMethod, string>> = {
  'hospital visit': 'Hospital Visit',
  video: 'Video',
  audio: 'Voice Call',
  chat: 'Chat',
};

export const CONSULTATION_FOR = ['For Me', 'Family Member'] as const;
export type ConsultationFor = (typeof CONSULTATION_FOR)[number];

export const ROLES = ['patient', 'doctor', 'attendant', 'marketer', 'pharmacist', 'deliveryboy', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const APPOINTMENT_STATUSES = ['pending', 'cancelled', 'done'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const PAYMENT_STATUSES = ['paid', 'unpaid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// 'rejected' is not in the spec; docs/architecture.md §15 wires the reject button the spec left dead.
export const SLOT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SlotRequestStatus = (typeof SLOT_REQUEST_STATUSES)[number];

// Sunday first: the week order of docs/product-spec.md §9, and the index matches Date#getUTCDay().
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// Doctor cards put an overlay label on these (docs/product-spec.md §4, doctor card badges).
export const PROFESSOR_DESIGNATIONS = ['Professor', 'Associate Professor', 'Assistant Professor'] as const;
export type ProfessorDesignation = (typeof PROFESSOR_DESIGNATIONS)[number];

export const DESIGNATIONS = [
  ...PROFESSOR_DESIGNATIONS,
  'Consultant',
  'Senior Consultant',
  'Junior Consultant',
  'Medical Officer',
] as const;
export type Designation = (typeof DESIGNATIONS)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const APPOINTMENT_SOURCES = ['online', 'walk-in'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

// Refund state of an appointment paid online and then cancelled (docs/architecture.md §15, §9).
export const REFUND_STATUSES = ['none', 'processing', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

// The patient's language for SMS (and, later, the screens). English is the default (docs/architecture.md §11).
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

// How a family member is related to the account holder who added them.
export const RELATIONS = ['spouse', 'child', 'parent', 'sibling', 'grandparent', 'grandchild', 'other'] as const;
export type Relation = (typeof RELATIONS)[number];

export const RELATION_LABELS: Readonly<Record<Relation, string>> = {
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
  grandparent: 'Grandparent',
  grandchild: 'Grandchild',
  other: 'Other',
};
