import { z } from 'zod';
import { appointmentSchema } from './appointments.js';
import { dateStringSchema, instantSchema, textField } from './fields.js';
import { daysBetweenDateStrings, isValidDateString } from './format.js';
import { objectIdSchema } from './ids.js';

// Leave days (admin for any doctor, a doctor for their own). The spec has no words for them; these are ours.
export const LEAVE_ORDER_MESSAGE = 'The leave must end on or after the day it starts.';
export const MAX_LEAVE_DAYS = 90;
export const LEAVE_TOO_LONG_MESSAGE = `Leave can be at most ${MAX_LEAVE_DAYS} days at a time.`;

// POST /doctors/{id}/leave. "Not in the past" needs the Dhaka clock, so the server checks it.
export const createLeaveSchema = z
  .object({
    from: dateStringSchema,
    to: dateStringSchema,
    reason: textField('Reason is required.', [200, 'Reason must not exceed 200 characters.']),
  })
  .refine((leave) => leave.from <= leave.to, { message: LEAVE_ORDER_MESSAGE, path: ['to'] })
  // Longer absences are several entries; this bounds the days a leave locks and lists.
  .refine(
    (leave) =>
      !isValidDateString(leave.from) ||
      !isValidDateString(leave.to) ||
      leave.from > leave.to ||
      daysBetweenDateStrings(leave.from, leave.to) < MAX_LEAVE_DAYS,
    { message: LEAVE_TOO_LONG_MESSAGE, path: ['to'] },
  );
export type CreateLeaveInput = z.infer<typeof createLeaveSchema>;

export const leaveSchema = z.object({
  _id: objectIdSchema,
  doctorId: objectIdSchema,
  from: dateStringSchema,
  to: dateStringSchema,
  reason: z.string(),
  createdAt: instantSchema,
});
export type Leave = z.infer<typeof leaveSchema>;

// 201 from POST /doctors/{id}/leave: the leave, and the pending appointments inside it (the desk is told of them).
export const createLeaveResponseSchema = z.object({ leave: leaveSchema, affected: z.array(appointmentSchema) });
export type CreateLeaveResponse = z.infer<typeof createLeaveResponseSchema>;
