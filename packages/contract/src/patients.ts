import { z } from 'zod';
import { ageField, contactField, textField, weightField } from './fields.js';
import { objectIdSchema } from './ids.js';
import { GENDERS } from './lists.js';

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

// The admin's patient edit dialog (docs/product-spec.md §5, 'Patient edit'). Staff-side ages start at 0 (docs/product-spec.md §9), so
// a newborn can be recorded.
export const updatePatientSchema = z.object({
  updatedInfo: z.object({
    name: textField(
      'Patient name is required.',
      [100, 'Name must not exceed 100 characters.'],
      [1, 'Name cannot be empty.'],
    ),
    age: ageField([0, 'Age must be at least 0.'], [120, 'Age must be less than or equal to 120.'], 'Age is required.'),
    // The spec sets no lower bound here; 1 kg is the walk-in form's floor (weightField).
    weight: weightField('Weight must not exceed 500kg.'),
  }),
});
export type UpdatePatientInput = z.infer<typeof updatePatientSchema>;

// GET /patients/contact/{contact}: the staff lookup before a walk-in booking.
export const patientContactParamsSchema = z.object({
  contact: contactField('Contact number must be exactly 11 digits.', 'Contact number must contain only numbers.'),
});
export type PatientContactParams = z.infer<typeof patientContactParamsSchema>;
