import { z } from 'zod';
import { contactField, instantSchema, personNameSchema, textField } from './fields.js';
import { objectIdSchema } from './ids.js';

// A callback request as the desk's list shows it: the request, what the desk noted and who answered it, and when.
export const callbackSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  contactNo: z.string(),
  message: z.string(),
  remarks: z.string().nullable(),
  answeredBy: personNameSchema.nullable(),
  answeredAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
export type Callback = z.infer<typeof callbackSchema>;

// POST /callback (docs/product-spec.md §5, 'Callback request'), messages character for character.
export const createCallbackSchema = z.object({
  name: textField(
    'Name must be at least 2 characters long.',
    [30, 'Name must be under 30 charecter.'],
    [2, 'Name must be at least 2 characters long.'],
  ),
  contactNo: contactField(
    'Contact number must be 11 digits long.',
    'Contact number must be numeric and exactly 11 digits.',
  ),
  message: textField(
    'Message must be at least 10 characters long.',
    [255, 'Message not more than 255 charecter long.'],
    [10, 'Message must be at least 10 characters long.'],
  ),
});
export type CreateCallbackInput = z.infer<typeof createCallbackSchema>;

// PUT /callback/update-remarks/{callBackId}. The spec gives no limits; these bound the resource.
export const updateRemarksSchema = z.object({
  updatedDoc: z.object({
    remarks: textField('Remarks are required.', [500, 'Remarks must not exceed 500 characters.']),
  }),
});
export type UpdateRemarksInput = z.infer<typeof updateRemarksSchema>;
