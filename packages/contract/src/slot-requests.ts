import { z } from 'zod';
import { ageField, contactField, instantSchema, personNameSchema, textField, wholeNumberParam } from './fields.js';
import { objectIdSchema } from './ids.js';
import { DEPARTMENTS, SLOT_REQUEST_STATUSES } from './lists.js';

// The server, which knows the caller's role, raises this when a marketer leaves the station out
// (docs/product-spec.md §6, docs/architecture.md §6); the form shows the picker to marketers only.
export const STATION_REQUIRED_MESSAGE = 'Select a station, its required for marketers.';

// POST /marketer/create-slot-request (docs/product-spec.md §5, 'Emergency slot request'). Note the spec's own
// punctuation: 'Patient name is required' and the first contact message end without a period here.
export const createSlotRequestSchema = z.object({
  department: z.enum(DEPARTMENTS, { error: 'Select a department at first, its required.' }),
  // A station's name from the admin's list (GET /marketing/stations, marketing.ts); the server checks it is one of the
  // active stations, whatever its case, and stores the list's spelling.
  station: textField(STATION_REQUIRED_MESSAGE, [30, STATION_REQUIRED_MESSAGE]).optional(),
  name: textField('Patient name is required', [100, 'Patient name must not exceed 100 characters.']),
  // Emergency slots include NICU, so staff-side ages from 0 (docs/product-spec.md §9) apply.
  age: ageField([0, 'Age must be at least 0.'], [120, 'Age must be less than or equal to 120.']),
  contact: contactField(
    'Contact number must be 11 digits long',
    'Contact number must be numeric and exactly 11 digits.',
  ),
});
export type CreateSlotRequestInput = z.infer<typeof createSlotRequestSchema>;

// GET /marketer/get-slot-requests?days=&status= ; the page asks for 5 days of pending ones (docs/product-spec.md §9).
export const slotRequestQuerySchema = z.object({
  days: wholeNumberParam(1, 90, 'Days must be a whole number from 1 to 90.').default(5),
  status: z.enum(SLOT_REQUEST_STATUSES, { error: 'Status must be pending, approved or rejected.' }).default('pending'),
});
export type SlotRequestQuery = z.infer<typeof slotRequestQuerySchema>;

// PATCH /marketer/approve-slot-request
export const approveSlotRequestSchema = z.object({ requestId: objectIdSchema });
export type ApproveSlotRequestInput = z.infer<typeof approveSlotRequestSchema>;

// PATCH /marketer/reject-slot-request, which docs/architecture.md §15 adds: same body as approval.
export const rejectSlotRequestSchema = approveSlotRequestSchema;
export type RejectSlotRequestInput = ApproveSlotRequestInput;

export const slotRequestSchema = z.object({
  _id: objectIdSchema,
  status: z.enum(SLOT_REQUEST_STATUSES),
  name: z.string(),
  age: z.number(),
  contact: z.string(),
  // Shown as 'No Station Detected' when null (docs/product-spec.md §2). The name as it was when the request was made:
  // a station renamed or retired since keeps its old name here.
  station: z.string().nullable(),
  department: z.enum(DEPARTMENTS),
  bookedBy: personNameSchema,
  createdAt: instantSchema,
});
export type SlotRequest = z.infer<typeof slotRequestSchema>;
