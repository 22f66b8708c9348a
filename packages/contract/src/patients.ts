import { z } from 'zod';
import { ageField, contactField, instantSchema, textField, weightField } from './fields.js';
import { objectIdSchema } from './ids.js';
import { GENDERS, LANGUAGES, RELATIONS } from './lists.js';

export const patientSchema = z.object({
  _id: objectIdSchema,
  // The 'Holder ID' (docs/architecture.md §7), e.g. 'P2600123'.
  patientId: z.string(),
  name: z.string(),
  age: z.number(),
  gender: z.enum(GENDERS).nullable(),
  weight: z.number().nullable(),
  // Only staff and the patient it belongs to see the contact (docs/architecture.md §15).
  contact: z.string().optional(),
  email: z.string().nullable().optional(),
});
export type Patient = z.infer<typeof patientSchema>;

// Staff-side ages start at 0 (docs/product-spec.md §9), so a newborn can be recorded; the spec sets no lower bound on
// weight here, and 1 kg is the walk-in form's floor (weightField).
const staffAgeField = ageField(
  [0, 'Age must be at least 0.'],
  [120, 'Age must be less than or equal to 120.'],
  'Age is required.',
);
const staffWeightField = weightField('Weight must not exceed 500kg.');

// The admin's patient edit dialog (docs/product-spec.md §5, 'Patient edit').
export const updatePatientSchema = z.object({
  updatedInfo: z.object({
    name: textField(
      'Patient name is required.',
      [100, 'Name must not exceed 100 characters.'],
      [1, 'Name cannot be empty.'],
    ),
    age: staffAgeField,
    weight: staffWeightField,
  }),
});
export type UpdatePatientInput = z.infer<typeof updatePatientSchema>;

// GET /patients/contact/{contact}: the staff lookup before a walk-in booking.
export const patientContactParamsSchema = z.object({
  contact: contactField('Contact number must be exactly 11 digits.', 'Contact number must contain only numbers.'),
});
export type PatientContactParams = z.infer<typeof patientContactParamsSchema>;

// Family members (GET/POST /patients/family, PUT/DELETE /patients/family/{memberId}): each is a patient record of its
// own, with its own Holder ID, owned by the account that added it (docs/architecture.md §11). The spec has no words
// for them; the age and weight messages are the patient edit dialog's, since a newborn can be a family member.
export const MAX_FAMILY_MEMBERS = 6;
export const FAMILY_LIMIT_MESSAGE = `You can add at most ${MAX_FAMILY_MEMBERS} family members.`;
export const FAMILY_MEMBER_NOT_FOUND_MESSAGE = 'Family member not found.';
export const FAMILY_MEMBER_HAS_PENDING_MESSAGE =
  'This family member has pending appointments. Cancel them before removing the family member.';

export const familyMemberInputSchema = z.object({
  name: textField('Name is required.', [100, 'Name must not exceed 100 characters.']),
  age: staffAgeField,
  gender: z.enum(GENDERS, { error: 'Gender will be male | female' }),
  relation: z.enum(RELATIONS, { error: 'Choose how this person is related to you.' }),
  weight: staffWeightField,
});
export type FamilyMemberInput = z.infer<typeof familyMemberInputSchema>;

export const familyMemberSchema = patientSchema
  .pick({ _id: true, patientId: true, name: true, age: true, gender: true, weight: true })
  .extend({ relation: z.enum(RELATIONS), createdAt: instantSchema });
export type FamilyMember = z.infer<typeof familyMemberSchema>;

// The patient's own settings (GET/PUT /patients/me/preferences): the language of their SMS (and, later, the
// screens) and whether they get SMS at all. Opting out covers the family members they booked for too.
export const preferencesSchema = z.object({
  language: z.enum(LANGUAGES),
  smsOptOut: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const updatePreferencesSchema = z
  .object({
    language: z.enum(LANGUAGES, { error: 'Choose English (en) or Bangla (bn).' }).optional(),
    smsOptOut: z.boolean({ error: 'SMS opt-out must be true or false.' }).optional(),
  })
  .refine((input) => input.language !== undefined || input.smsOptOut !== undefined, 'Nothing to change.');
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesSchema>;
